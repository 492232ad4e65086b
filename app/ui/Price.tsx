import { currencyDigits, formatPrice } from "~/i18n/formatters";

export type PriceProps = {
  /** Integer minor units. */
  centAmount: number;
  currency: string;
  locale: string;
  className?: string;
};

/** A formatted amount with its machine-readable value, e.g. `<data value="12.50" data-currency="EUR">12,50 €</data>`. */
export function Price({ centAmount, currency, locale, className }: PriceProps) {
  const digits = currencyDigits(currency);
  return (
    <data
      className={className ? `price ${className}` : "price"}
      value={(centAmount / 10 ** digits).toFixed(digits)}
      data-currency={currency}
    >
      {formatPrice(centAmount, currency, locale)}
    </data>
  );
}
