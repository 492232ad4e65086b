import { PARAM, type VatDisplay } from "#contract/product/selection-params";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { PricedRow, ProductViewConfiguration, ViewShipping } from "../product-page.types";
import { pricedKeyParts } from "./priced-key";

const keepControlled = () => {};

export type DeliveryCardsProps = {
  configuration: ProductViewConfiguration;
  rows: PricedRow[];
  quantity: number;
  priority: string;
  available: string[];
  deliveries: ViewShipping | null;
  vat: VatDisplay;
  currency: string;
  locale: string;
  loading: boolean;
  /** Names the configuration's content (ADR 060), for the markup cache's key; null: the configuration itself. */
  configurationTag: string | null;
};

/** One card per priority: production time, arrival date (or window) and the price for this quantity. */
export function DeliveryCards(props: DeliveryCardsProps) {
  const { rows, quantity, deliveries } = props;
  const { t } = useTranslation();
  const options = rows.find((row) => row.quantity === quantity)?.options ?? [];
  return (
    <fieldset className="configurator__section delivery-cards" aria-busy={props.loading || undefined}>
      <legend className="configurator__legend">
        {t("product:delivery.legend", { defaultValue: "Production and delivery" })}
      </legend>
      <CachedElement
        as="div"
        className="delivery-cards__list"
        name="delivery-cards"
        keyParts={() => pricedKeyParts(props, options, deliveries?.dates ?? null, props.available)}
      >
        <DeliveryCardList {...props} options={options} />
      </CachedElement>
      {deliveries && deliveries.caveat_topics.length > 0 ? (
        <ul className="delivery-cards__caveats">
          {deliveries.caveat_topics.map((topic) => (
            <li key={topic}>{t(`product:delivery.caveat.${topic}`, { defaultValue: caveatText[topic] })}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** The cards: pure (the same markup for the same props and translations). */
function DeliveryCardList(props: DeliveryCardsProps & { options: PricedRow["options"] }) {
  const { configuration, options, priority, deliveries, vat, currency, locale } = props;
  const { t } = useTranslation();
  const priorities = configuration.productCustomization.selectedPriorityModel.list;
  return (
    <>
      {priorities.map((entry) => {
        const option = options.find((candidate) => candidate.deliveryKey === entry.key);
        const date = deliveries?.dates.find((candidate) => candidate.deliveryKey === entry.key);
        const unavailable = !props.available.includes(entry.key);
        const cents = option ? (vat === "incl" ? option.amountCentInclTax : option.amountCentExclTax) : null;
        return (
          <label
            key={entry.key}
            className={`delivery-card${entry.key === priority ? " is-selected" : ""}${unavailable ? " is-unavailable" : ""}`}
          >
            <input
              type="radio"
              name={PARAM.priority}
              value={entry.key}
              checked={entry.key === priority}
              disabled={unavailable}
              onChange={keepControlled}
            />
            <span className="delivery-card__name">
              {t(`product:priority.${entry.key}`, { defaultValue: entry.label })}
            </span>
            <span className="delivery-card__production">
              {t("product:delivery.production", {
                defaultValue: "Production in {{count}} business days",
                count: entry.productionTime,
              })}
            </span>
            {date ? (
              <span className="delivery-card__date" data-arrival={date.arrivalDate}>
                {date.arrivalDateRange
                  ? t("product:delivery.window", {
                      defaultValue: "Delivered between {{from}} and {{to}}",
                      from: formatCalendarDate(date.arrivalDateRange.earliest, locale),
                      to: formatCalendarDate(date.arrivalDateRange.latest, locale),
                    })
                  : t("product:delivery.arrival", {
                      defaultValue: "Delivered {{date}}",
                      date: formatCalendarDate(date.arrivalDate, locale),
                    })}
              </span>
            ) : null}
            {cents !== null ? (
              <span className="delivery-card__price">{formatPrice(cents, currency, locale)}</span>
            ) : null}
          </label>
        );
      })}
    </>
  );
}

const caveatText: Record<string, string> = {
  cutoff_passed: "Ordered after today's cut-off: production starts on the next business day.",
  holiday_period: "A public holiday moves these dates back.",
  remote_area: "Remote areas are delivered within a window rather than on a set day.",
  overseas_area: "Overseas destinations: the dates are indicative.",
  unknown_zip_code: "Dates assume a mainland address until we know your postcode.",
};
