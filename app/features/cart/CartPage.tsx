import { useFetchers } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
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
  const { leaving, busy } = useLineFetchers();
  const money = (cents: number) => formatPrice(cents, cart.currency, cart.locale);
  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">{t("cart:title", { defaultValue: "Your basket" })}</h1>
      <CartNotices cart={cart} actionData={actionData} />
      {cart.lines.length === 0 ? (
        <EmptyCart continuePath={cart.continuePath} />
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
          <CartSummary cart={cart} actionData={actionData} busy={busy} money={money} />
          {cart.checkoutPath && !cart.priceCeilingExceeded ? (
            <CartBar total={money(cart.summary.totalInclTax)} checkoutPath={cart.checkoutPath} />
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The lines' own forms in flight: lines being deleted disappear at once; the totals wait for the server's answer. */
function useLineFetchers() {
  const fetchers = useFetchers().filter((fetcher) => fetcher.key.startsWith("cart-line:"));
  const leaving = new Set(
    fetchers
      .filter((fetcher) => fetcher.formData?.get("intent") === "deleteItem")
      .map((fetcher) => String(fetcher.formData?.get("cartItemId"))),
  );
  return { leaving, busy: fetchers.some((fetcher) => fetcher.state !== "idle") };
}

/** What the last action did, and a refusal that no remaining line can show beside itself. */
function CartNotices({ cart, actionData }: CartPageProps) {
  const { t } = useTranslation();
  const done = cart.addedLineItemId ? "added" : cart.done;
  return (
    <>
      {done && DONE_DEFAULTS[done] ? (
        <Alert tone="success">
          <p>{t(`cart:done.${done}`, { defaultValue: DONE_DEFAULTS[done], code: cart.doneCode ?? "" })}</p>
        </Alert>
      ) : null}
      {actionData &&
      formErrorOf(actionData) &&
      !cart.lines.some((line) => line.id === actionData.cartItemId) ? (
        <Alert tone="danger">
          <p>{refusalMessage(t, actionData)}</p>
        </Alert>
      ) : null}
    </>
  );
}

function EmptyCart({ continuePath }: { continuePath: string }) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty">
      <Icon name="cart" size={40} />
      <p>{t("cart:empty", { defaultValue: "Your basket is empty." })}</p>
      <PreloadLink className="button button--primary" to={continuePath}>
        {t("cart:continue", { defaultValue: "Continue shopping" })}
      </PreloadLink>
    </div>
  );
}

type CartSummaryProps = CartPageProps & { busy: boolean; money: (cents: number) => string };

/** The totals, the way to checkout (or why not), the promo code and the line limit. */
function CartSummary({ cart, actionData, busy, money }: CartSummaryProps) {
  const { t } = useTranslation();
  return (
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
      {cart.priceCeilingExceeded ? <PriceCeilingNotice quoteRequestPath={cart.quoteRequestPath} /> : null}
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
  );
}

function PriceCeilingNotice({ quoteRequestPath }: { quoteRequestPath: CartPageData["quoteRequestPath"] }) {
  const { t } = useTranslation();
  return (
    <Alert tone="warning">
      <p>
        {t("cart:ceiling", {
          defaultValue:
            "Your basket is above our online limit of 100,000 incl. VAT. Split it into several orders or contact us for a quote.",
        })}
      </p>
      {quoteRequestPath ? (
        <p>
          <PreloadLink to={quoteRequestPath} data-testid="ceiling-quote-link">
            {t("quotes:link", { defaultValue: "Request a custom quote" })}
          </PreloadLink>
        </p>
      ) : null}
    </Alert>
  );
}
