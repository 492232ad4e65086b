import { useFetchers } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import { CartBar } from "./CartBar";
import { CartLine, refusalMessage } from "./CartLine";
import { CartPromocode } from "./CartPromocode";
import type { CartActionData, CartPageData } from "./cart.server";
import { MoneySummary } from "./MoneySummary";

const DONE_DEFAULTS: Record<string, string> = {
  added: "Added to your basket.",
  deleted: "The item was removed from your basket.",
  updated: "The item was updated.",
  duplicated: "The item was duplicated.",
  "duplicated-file-check": "The item was duplicated with its file check: send the copy's file separately.",
  "duplicated-design-service":
    "The item was duplicated with its design service: our designers will contact you for the copy.",
  "promo-applied": "Code {{code}} applied to your basket.",
  "promo-partial": "Code {{code}} applied to the items it fits; the others keep their price.",
  "promo-removed": "The promo code was removed.",
};

export type CartPageProps = { cart: CartPageData; actionData: CartActionData | undefined };

/** The cart screen: its lines with their own forms, and the totals as the server computed them. */

export function CartPage({ cart, actionData }: CartPageProps) {
  const { t } = useTranslation();
  const fetchers = useFetchers();
  // Lines being deleted disappear at once; the totals wait for the server's answer.
  const leaving = new Set(
    fetchers
      .filter(
        (fetcher) => fetcher.key.startsWith("cart-line:") && fetcher.formData?.get("intent") === "deleteItem",
      )
      .map((fetcher) => String(fetcher.formData?.get("cartItemId"))),
  );
  const busy = fetchers.some((fetcher) => fetcher.key.startsWith("cart-line:") && fetcher.state !== "idle");
  const money = (cents: number) => formatPrice(cents, cart.currency, cart.locale);
  const done = cart.addedLineItemId ? "added" : cart.done;

  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">{t("cart:title", { defaultValue: "Your basket" })}</h1>
      {done && DONE_DEFAULTS[done] ? (
        <Alert tone="success">
          <p>{t(`cart:done.${done}`, { defaultValue: DONE_DEFAULTS[done], code: cart.doneCode ?? "" })}</p>
        </Alert>
      ) : null}
      {actionData?.error && !cart.lines.some((line) => line.id === actionData.cartItemId) ? (
        <Alert tone="danger">
          <p>{refusalMessage(t, actionData)}</p>
        </Alert>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="cart-empty">
          <Icon name="cart" size={40} />
          <p>{t("cart:empty", { defaultValue: "Your basket is empty." })}</p>
          <PreloadLink className="button button--primary" to={cart.continuePath}>
            {t("cart:continue", { defaultValue: "Continue shopping" })}
          </PreloadLink>
        </div>
      ) : (
        <div className="cart-page__grid">
          <ul className="cart-lines" aria-busy={busy || undefined}>
            {cart.lines.map((line) => (
              // Hidden, not unmounted: the line's fetcher must live on to follow its redirect.
              <CartLine
                key={line.id}
                line={line}
                cart={cart}
                actionData={actionData}
                leaving={leaving.has(line.id)}
              />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy || undefined}>
            <h2 id="cart-summary-title" className="cart-summary__title">
              {t("cart:summary.title", { defaultValue: "Summary" })}
            </h2>
            <p className="cart-summary__count">
              {t("cart:summary.items", { defaultValue: "{{count}} items", count: cart.lines.length })}
            </p>
            <MoneySummary
              amounts={cart.summary}
              money={money}
              freeDeliveryHint
              testIds={{ excl: "cart-total-excl", incl: "cart-total-incl" }}
            />
            {cart.priceCeilingExceeded ? (
              <Alert tone="warning">
                <p>
                  {t("cart:ceiling", {
                    defaultValue:
                      "Your basket is above our online limit of 100,000 incl. VAT. Split it into several orders or contact us for a quote.",
                  })}
                </p>
                {cart.quoteRequestPath ? (
                  <p>
                    <PreloadLink to={cart.quoteRequestPath} data-testid="ceiling-quote-link">
                      {t("quotes:link", { defaultValue: "Request a custom quote" })}
                    </PreloadLink>
                  </p>
                ) : null}
              </Alert>
            ) : null}
            {/* Right under the totals: on a desktop the "added" banner left it at the fold line (issue 38 §2). */}
            {cart.checkoutPath && !cart.priceCeilingExceeded ? (
              <PreloadLink className="button button--primary button--large" to={cart.checkoutPath}>
                {t("checkout:go", { defaultValue: "Checkout" })}
              </PreloadLink>
            ) : null}
            <CartPromocode code={cart.promocode} actionData={actionData} />
            <p className="field__hint">
              {t("cart:limit", {
                defaultValue:
                  "{{count}} of {{max}} items: an order holds up to {{max}}; for more, place a second order.",
                count: cart.lines.length,
                max: cart.maxLineItems,
              })}
            </p>
            <PreloadLink className="button button--secondary" to={cart.continuePath}>
              {t("cart:continue", { defaultValue: "Continue shopping" })}
            </PreloadLink>
          </aside>
          {cart.checkoutPath && !cart.priceCeilingExceeded ? (
            <CartBar total={money(cart.summary.totalInclTax)} checkoutPath={cart.checkoutPath} />
          ) : null}
        </div>
      )}
    </div>
  );
}

/** A line ordered again says so, and whether today's price differs from what was paid then. */
