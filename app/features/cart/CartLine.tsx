import type { TFunction } from "i18next";
import { useFetcher } from "react-router";
import { formatCalendarDate, formatPrice, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { FieldError } from "~/ui/Field";
import { PreloadLink } from "~/ui/PreloadLink";
import type { CartActionData, CartPageData } from "./cart.server";
import type { CartLineView } from "./cart-lines";
import { LineDesignName, LinePicture } from "./LinePicture";

/** One fetcher per line and intent: a fetcher that already followed a redirect is not reused. */
export const lineFetcherKey = (id: string, intent: "delete" | "duplicate") => `cart-line:${id}:${intent}`;

/** The server-named entry's text, else the refusal's dictionary entry, then its fallback. */
export function refusalMessage(t: TFunction, answer: CartActionData): string {
  if (answer.errorText) return answer.errorText;
  const keys = [formErrorOf(answer) ?? "", ...(answer.errorFallback ? [answer.errorFallback] : [])].filter(
    Boolean,
  );
  return t(keys, { defaultValue: "This change couldn't be made." });
}

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

/** One basket line: what it is, what it costs, and its own edit, duplicate and remove forms. */
export function CartLine({
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
    (formErrorOf(remover.data) ? remover.data : null) ??
    (formErrorOf(duplicator.data) ? duplicator.data : null) ??
    (actionData?.cartItemId === line.id ? actionData : null);
  const error = answer && formErrorOf(answer) ? refusalMessage(t, answer) : null;
  return (
    <li className="cart-line" data-line-id={line.id} hidden={leaving}>
      <LinePicture line={line} />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{line.productName}</h2>
        <LineDesignName name={line.designName} />
        {line.jobName ? <p className="cart-line__job">{line.jobName}</p> : null}
        {line.reordered ? <ReorderedNote line={line} money={money} /> : null}
        <LineDetails line={line} cart={cart} money={money} />
        {error ? <FieldError announce>{error}</FieldError> : null}
        <LineActions line={line} remover={remover} duplicator={duplicator} />
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

type Money = (cents: number) => string;

/** Quantity, delivery, options, services and what is still missing. */
function LineDetails({ line, cart, money }: { line: CartLineView; cart: CartPageData; money: Money }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

type LineFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** Edit (a link), duplicate and remove (each a form of its own, posted by its own fetcher). */
function LineActions({
  line,
  remover,
  duplicator,
}: {
  line: CartLineView;
  remover: LineFetcher;
  duplicator: LineFetcher;
}) {
  const { t } = useTranslation();
  const duplicating = duplicator.state !== "idle";
  return (
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
  );
}
