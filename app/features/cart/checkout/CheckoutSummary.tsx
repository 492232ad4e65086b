import { Link } from "react-router";
import { formatCalendarDate, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import type { CartLineView } from "../cart-lines";
import { MoneySummary } from "../MoneySummary";
import type { MoneySummaryAmounts } from "../money-summary";

export type CheckoutSummaryProps = {
  lines: readonly CartLineView[];
  summary: MoneySummaryAmounts;
  locale: string;
  cartPath: string;
  money: (cents: number) => string;
};

/** Beside the form: what is bought, when it arrives, goods, delivery and totals, and the way back. */
export function CheckoutSummary({ lines, summary, locale, cartPath, money }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        {t("cart:summary.title", { defaultValue: "Summary" })}
      </h2>
      <ul className="checkout-lines">
        {lines.map((line) => (
          <li key={line.id} className="checkout-line" data-testid="checkout-line">
            {line.thumbnail ? (
              <img className="checkout-line__image" src={line.thumbnail} alt="" width={56} height={42} />
            ) : null}
            <div className="checkout-line__body">
              <p className="checkout-line__name">{line.productName}</p>
              <p className="checkout-line__facts">
                {t("cart:line.quantity", {
                  defaultValue: "{{quantity}} copies",
                  quantity: formatQuantity(line.quantity, locale),
                })}
                {" · "}
                {t(`product:priority.${line.priority}`, { defaultValue: line.priority })}
              </p>
              {line.attributes.length > 0 ? (
                <p className="checkout-line__options">
                  {line.attributes.map((attribute) => attribute.value).join(" · ")}
                </p>
              ) : null}
              {line.arrivalDate ? (
                <p className="checkout-line__date">
                  {t("cart:line.arrival", {
                    defaultValue: "delivered {{date}}",
                    date: formatCalendarDate(line.arrivalDate, locale),
                  })}
                </p>
              ) : null}
            </div>
            <span className="checkout-line__price">{money(line.totalExclTax)}</span>
          </li>
        ))}
      </ul>
      <MoneySummary
        amounts={summary}
        money={money}
        freeDeliveryHint
        testIds={{ incl: "checkout-total-incl" }}
      />
      <Link to={cartPath} className="button button--secondary">
        {t("checkout:backToCart", { defaultValue: "Back to my basket" })}
      </Link>
    </aside>
  );
}
