import { useTranslation } from "~/i18n/use-translation";
import { PreloadLink } from "~/ui/PreloadLink";

/**
 * On a phone the summary comes after every line, so "Checkout" sat far below the first screen
 * (issue 38 §2): this bar keeps the total and the way to checkout at the bottom of the screen while
 * the basket is in view. Shown on narrow screens only (CSS); the summary below stays the full story.
 */
export function CartBar({ total, checkoutPath }: { total: string; checkoutPath: string }) {
  const { t } = useTranslation();
  return (
    <div className="sticky-bar cart-bar" data-testid="cart-bar">
      <p className="cart-bar__total">
        <span className="cart-bar__label">
          {t("cart:summary.totalIncl", { defaultValue: "Total incl. VAT" })}
        </span>{" "}
        <span className="cart-bar__amount">{total}</span>
      </p>
      <PreloadLink className="button button--primary" to={checkoutPath}>
        {t("checkout:go", { defaultValue: "Checkout" })}
      </PreloadLink>
    </div>
  );
}
