import { useTranslation } from "react-i18next";
import { formatPrice } from "~/i18n/formatters";
import type { Money } from "../../../contract/content/content.schemas";

/** What the totals need; a previous-site order has no amount still to pay. */
type Amounts = {
  totalPrice: Money;
  vatPrice: Money;
  taxedPrice: Money;
  currentOrderAmountStillToPay?: number;
};

/** An order's amounts as the server computed them: excl. VAT, VAT, incl. VAT, still to pay. */
export function OrderTotals({
  order,
  locale,
  className,
}: {
  order: Amounts;
  locale: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.taxedPrice.currencyCode, locale);
  return (
    <dl className={`recap__lines${className ? ` ${className}` : ""}`}>
      <div className="recap__line recap__line--subtotal">
        <dt>{t("cart:summary.totalExcl", { defaultValue: "Total excl. VAT" })}</dt>
        <dd>{money(order.totalPrice.centAmount)}</dd>
      </div>
      <div className="recap__line">
        <dt>{t("cart:summary.vat", { defaultValue: "VAT" })}</dt>
        <dd>{money(order.vatPrice.centAmount)}</dd>
      </div>
      <div className="recap__line recap__line--total">
        <dt>{t("cart:summary.totalIncl", { defaultValue: "Total incl. VAT" })}</dt>
        <dd>{money(order.taxedPrice.centAmount)}</dd>
      </div>
      {order.currentOrderAmountStillToPay !== undefined ? (
        <div className="recap__line">
          <dt>{t("checkout:sent.due", { defaultValue: "Still to pay" })}</dt>
          <dd data-testid="amount-due">{money(order.currentOrderAmountStillToPay)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
