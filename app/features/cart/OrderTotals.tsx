import type { Shipping } from "#contract/cart/cart.schemas";
import type { Money } from "#contract/content/content.schemas";
import { formatPrice } from "~/i18n/formatters";
import { MoneySummary } from "./MoneySummary";
import { moneySummaryOf } from "./money-summary";

/** What the totals need; a previous-site order has no delivery line and no amount still to pay. */
type Amounts = {
  totalPrice: Money;
  taxedPrice: Money;
  shipping?: Shipping | null;
  currentOrderAmountStillToPay?: number;
};

/** An order's amounts as the server computed them: goods, delivery, excl. VAT, VAT, incl. VAT, still to pay. */
export function OrderTotals({
  order,
  locale,
  className,
}: {
  order: Amounts;
  locale: string;
  className?: string;
}) {
  const money = (cents: number) => formatPrice(cents, order.taxedPrice.currencyCode, locale);
  const amounts = { ...moneySummaryOf({ ...order, shipping: order.shipping ?? null }) };
  return (
    <MoneySummary
      amounts={{ ...amounts, stillToPay: order.currentOrderAmountStillToPay }}
      money={money}
      className={className}
    />
  );
}
