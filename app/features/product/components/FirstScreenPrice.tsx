import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { FirstScreenFacts } from "../first-screen";

export type FirstScreenPriceProps = {
  facts: FirstScreenFacts;
  currency: string;
  locale: string;
};

/** The price and the arrival under the product's name, with a way down to the configurator. */
export function FirstScreenPrice(props: FirstScreenPriceProps) {
  const { facts, currency, locale } = props;
  return (
    <CachedElement
      as="p"
      className="product-page__from"
      attributes={{ "data-testid": "first-screen-price" }}
      name="first-screen-price"
      // The price and date it shows, as text: a new price is a new key.
      keyParts={() => [JSON.stringify(facts), currency, locale]}
    >
      <FirstScreenLine {...props} />
    </CachedElement>
  );
}

/** The paragraph's content: pure (the same markup for the same props and translations). */
function FirstScreenLine({ facts, currency, locale }: FirstScreenPriceProps) {
  const { t } = useTranslation();
  return (
    <>
      <span>
        {t("product:from.price", { defaultValue: "From" })}{" "}
        <strong className="product-page__from-amount">{formatPrice(facts.fromCent, currency, locale)}</strong>{" "}
        {t(`product:recap.${facts.vat}`, { defaultValue: facts.vat === "excl" ? "excl. VAT" : "incl. VAT" })}
      </span>
      {facts.arrivalDate ? (
        <span>
          {t("product:delivery.arrival", {
            defaultValue: "Delivered {{date}}",
            date: formatCalendarDate(facts.arrivalDate, locale),
          })}
        </span>
      ) : null}
      <a href="#configurator" className="product-page__from-link">
        {t("product:from.configure", { defaultValue: "Choose my options" })}
      </a>
    </>
  );
}
