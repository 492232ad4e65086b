import type { TFunction } from "i18next";
import { useFetcher, useFetchers } from "react-router";
import { formatCalendarDate, formatPrice, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import { CartBar } from "./CartBar";
import { CartPromocode } from "./CartPromocode";
import type { CartActionData, CartPageData } from "./cart.server";
import type { CartLineView } from "./cart-lines";
import { LineDesignName, LinePicture } from "./LinePicture";
import { MoneySummary } from "./MoneySummary";

/** One fetcher per line and intent: a fetcher that already followed a redirect is not reused. */
const lineFetcherKey = (id: string, intent: "delete" | "duplicate") => `cart-line:${id}:${intent}`;

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

type Refusal = Pick<CartActionData, "error" | "errorFallback" | "errorText">;

/** The server-named entry's text, else the refusal's dictionary entry, then its fallback. */
function refusalMessage(t: TFunction, answer: Refusal): string {
  if (answer.errorText) return answer.errorText;
  const keys = [answer.error ?? "", ...(answer.errorFallback ? [answer.errorFallback] : [])].filter(Boolean);
  return t(keys, { defaultValue: "This change couldn't be made." });
}

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
function ReorderedNote({ line, money }: { line: CartLineView; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const reordered = line.reordered;
  if (!reordered) return null;
  const previous = reordered.previousInclTax;
  return (
    <p className="cart-line__reordered" data-testid="line-reordered">
      {previous === null
        ? t("cart:line.reorderedFrom", {
            defaultValue: "Ordered again from order {{number}}.",
            number: reordered.orderNumber,
          })
        : previous === line.totalInclTax
          ? t("cart:line.reorderedSame", {
              defaultValue: "Ordered again from order {{number}}, at the same price as last time.",
              number: reordered.orderNumber,
            })
          : t("cart:line.reorderedChanged", {
              defaultValue:
                "Ordered again from order {{number}}: today's price is {{now}} incl. VAT, last time it was {{before}}.",
              number: reordered.orderNumber,
              now: money(line.totalInclTax),
              before: money(previous),
            })}
    </p>
  );
}

function CartLine({
  line,
  cart,
  actionData,
  leaving,
}: {
  line: CartLineView;
  cart: CartPageData;
  actionData?: CartActionData;
  leaving: boolean;
}) {
  const { t } = useTranslation();
  const remover = useFetcher<CartActionData>({ key: lineFetcherKey(line.id, "delete") });
  const duplicator = useFetcher<CartActionData>({ key: lineFetcherKey(line.id, "duplicate") });
  const money = (cents: number) => formatPrice(cents, cart.currency, cart.locale);
  const answer =
    (remover.data?.error ? remover.data : null) ??
    (duplicator.data?.error ? duplicator.data : null) ??
    (actionData?.cartItemId === line.id ? actionData : null);
  const error = answer?.error ? refusalMessage(t, answer) : null;
  const duplicating = duplicator.state !== "idle";
  return (
    <li className="cart-line" data-line-id={line.id} hidden={leaving}>
      <LinePicture line={line} />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{line.productName}</h2>
        <LineDesignName name={line.designName} />
        {line.jobName ? <p className="cart-line__job">{line.jobName}</p> : null}
        {line.reordered ? <ReorderedNote line={line} money={money} /> : null}
        <p className="cart-line__facts">
          {t("cart:line.quantity", {
            defaultValue: "{{quantity}} copies",
            quantity: formatQuantity(line.quantity, cart.locale),
          })}
          {" · "}
          {t(`product:priority.${line.priority}`, { defaultValue: line.priority })}
          {line.arrivalDate
            ? ` · ${t("cart:line.arrival", {
                defaultValue: "delivered {{date}}",
                date: formatCalendarDate(line.arrivalDate, cart.locale),
              })}`
            : null}
        </p>
        <ul className="cart-line__attributes">
          {line.attributes.map((attribute) => (
            <li key={attribute.label}>
              {attribute.label}: {attribute.value}
            </li>
          ))}
        </ul>
        {line.services.length > 0 ? (
          <ul className="cart-line__services">
            {line.services.map((service) => (
              <li key={`${service.kind}:${service.code ?? ""}`}>
                {t(`cart:service.${service.kind}`, {
                  defaultValue:
                    service.kind === "coupon"
                      ? "Code {{code}}"
                      : service.kind === "fileCheck"
                        ? "File check"
                        : "Design service",
                  code: service.code,
                })}{" "}
                <span className={service.centAmount < 0 ? "cart-line__discount" : undefined}>
                  {service.centAmount < 0 ? `− ${money(-service.centAmount)}` : money(service.centAmount)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {line.multiArtwork && !line.multiArtwork.completed ? (
          <p className="field__hint">
            {t("cart:line.artworkMissing", {
              defaultValue: "{{count}} designs: their names and quantities are still to fill in.",
              count: line.multiArtwork.sets,
            })}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="cart-line__actions">
          {line.editPath ? (
            <PreloadLink to={line.editPath} className="button button--link">
              {t("cart:line.edit", { defaultValue: "Edit" })}
            </PreloadLink>
          ) : null}
          {line.fromQuote ? null : (
            <duplicator.Form method="post">
              <input type="hidden" name="cartItemId" value={line.id} />
              <button type="submit" name="intent" value="duplicateItem" className="button button--link">
                {duplicating
                  ? t("cart:line.duplicating", { defaultValue: "Duplicating…" })
                  : t("cart:line.duplicate", { defaultValue: "Duplicate" })}
              </button>
            </duplicator.Form>
          )}
          <remover.Form method="post">
            <input type="hidden" name="cartItemId" value={line.id} />
            <button
              type="submit"
              name="intent"
              value="deleteItem"
              className="button button--link"
              aria-label={t("cart:line.deleteNamed", {
                defaultValue: "Remove {{name}}",
                name: line.productName,
              })}
            >
              {t("cart:line.delete", { defaultValue: "Remove" })}
            </button>
          </remover.Form>
        </div>
      </div>
      <p className="cart-line__price">
        <span className="cart-line__price-main">{money(line.totalExclTax)}</span>
        <span className="cart-line__price-sub">
          {t("cart:line.inclVat", { defaultValue: "{{price}} incl. VAT", price: money(line.totalInclTax) })}
        </span>
      </p>
    </li>
  );
}
