import { useTranslation } from "~/i18n/use-translation";
import type { MoneySummaryAmounts } from "./money-summary";

/**
 * The one summary of what the shopper pays (issue 17 §4), in the cart, at checkout, on the order-sent
 * page and in the order detail: goods, delivery (or "free"), totals excl. VAT, VAT, incl. VAT, and
 * what is still owed. `freeDeliveryHint` adds how far the goods are from free delivery.
 */
export function MoneySummary({
  amounts,
  money,
  freeDeliveryHint = false,
  className,
  testIds,
}: {
  amounts: MoneySummaryAmounts;
  money: (cents: number) => string;
  freeDeliveryHint?: boolean;
  className?: string;
  testIds?: { excl?: string; incl?: string };
}) {
  const { t } = useTranslation();
  const { shipping } = amounts;
  return (
    <>
      <dl className={`recap__lines${className ? ` ${className}` : ""}`}>
        {amounts.itemsExclTax !== null && shipping ? (
          <>
            <div className="recap__line">
              <dt>{t("cart:summary.goods", { defaultValue: "Items excl. VAT" })}</dt>
              <dd>{money(amounts.itemsExclTax)}</dd>
            </div>
            <div className="recap__line" data-testid="shipping-line">
              <dt>{t("cart:summary.shipping", { defaultValue: "Delivery excl. VAT" })}</dt>
              <dd>
                {shipping.free
                  ? t("cart:summary.shippingFree", { defaultValue: "Free" })
                  : money(shipping.exclTax)}
              </dd>
            </div>
          </>
        ) : null}
        <div className="recap__line recap__line--subtotal">
          <dt>{t("cart:summary.totalExcl", { defaultValue: "Total excl. VAT" })}</dt>
          <dd data-testid={testIds?.excl}>{money(amounts.totalExclTax)}</dd>
        </div>
        <div className="recap__line">
          <dt>{t("cart:summary.vat", { defaultValue: "VAT" })}</dt>
          <dd>{money(amounts.vatAmount)}</dd>
        </div>
        <div className="recap__line recap__line--total">
          <dt>{t("cart:summary.totalIncl", { defaultValue: "Total incl. VAT" })}</dt>
          <dd data-testid={testIds?.incl}>{money(amounts.totalInclTax)}</dd>
        </div>
        {amounts.stillToPay !== undefined ? (
          <div className="recap__line">
            <dt>{t("checkout:sent.due", { defaultValue: "Still to pay" })}</dt>
            <dd data-testid="amount-due">{money(amounts.stillToPay)}</dd>
          </div>
        ) : null}
      </dl>
      {freeDeliveryHint && shipping ? <FreeDeliveryHint shipping={shipping} money={money} /> : null}
    </>
  );
}

function FreeDeliveryHint({
  shipping,
  money,
}: {
  shipping: NonNullable<MoneySummaryAmounts["shipping"]>;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  if (shipping.freeFrom === null) return null;
  return (
    <p className="free-delivery" data-testid="free-delivery">
      {shipping.free
        ? t("cart:summary.freeReached", {
            defaultValue: "Free delivery from {{threshold}} excl. VAT: you qualify.",
            threshold: money(shipping.freeFrom),
          })
        : shipping.missingForFree !== null
          ? t("cart:summary.freeFrom", {
              defaultValue: "Add {{amount}} excl. VAT for free delivery",
              amount: money(shipping.missingForFree),
            })
          : null}
    </p>
  );
}
