import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import type { FirstScreenFacts } from "../first-screen";

export type FirstScreenPriceProps = {
  facts: FirstScreenFacts;
  currency: string;
  locale: string;
};

/** The price and the arrival under the product's name, with a way down to the configurator. */
export function FirstScreenPrice({ facts, currency, locale }: FirstScreenPriceProps) {
  const { t } = useTranslation();
  return (
    <p className="product-page__from" data-testid="first-screen-price">
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
    </p>
  );
}
