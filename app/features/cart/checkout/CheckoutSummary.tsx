import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type CheckoutSummaryProps = {
  totalExclTax: number;
  totalInclTax: number;
  cartPath: string;
  money: (cents: number) => string;
};

/** The totals beside the form, and the way back to the cart. */
export function CheckoutSummary({ totalExclTax, totalInclTax, cartPath, money }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  return (
    <aside className="cart-summary">
      <h2 className="cart-summary__title">{t("cart:summary.title", { defaultValue: "Summary" })}</h2>
      <dl className="recap__lines">
        <div className="recap__line recap__line--subtotal">
          <dt>{t("cart:summary.totalExcl", { defaultValue: "Total excl. VAT" })}</dt>
          <dd>{money(totalExclTax)}</dd>
        </div>
        <div className="recap__line">
          <dt>{t("cart:summary.vat", { defaultValue: "VAT" })}</dt>
          <dd>{money(totalInclTax - totalExclTax)}</dd>
        </div>
        <div className="recap__line recap__line--total">
          <dt>{t("cart:summary.totalIncl", { defaultValue: "Total incl. VAT" })}</dt>
          <dd data-testid="checkout-total-incl">{money(totalInclTax)}</dd>
        </div>
      </dl>
      <Link to={cartPath} className="button button--secondary">
        {t("checkout:backToCart", { defaultValue: "Back to my cart" })}
      </Link>
    </aside>
  );
}
