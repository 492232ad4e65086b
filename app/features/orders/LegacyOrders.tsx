import { Form, Link } from "react-router";
import { OrderTotals } from "~/features/cart/OrderTotals";
import { formatDate, formatPrice, formatQuantity } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Field } from "~/ui/Field";
import type { LegacyList, LegacyOrder } from "./legacy-orders.server";

/** The previous system's orders: a read-only list with search (a GET form, so it works without JS). */
export function LegacyOrdersList({
  list,
  q,
  locale,
  detailPath,
}: {
  list: LegacyList;
  q: string;
  locale: string;
  detailPath: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-main legacy-orders">
      <h1>{t("legacy:title", { defaultValue: "Orders from our previous site" })}</h1>
      <p className="field__hint">
        {t("legacy:intro", {
          defaultValue:
            "Placed before our new site opened. They are shown as they were and can't be changed.",
        })}
      </p>
      <Form method="get" className="orders-filter" role="search">
        <Field id="legacy-q" label={t("legacy:search", { defaultValue: "Order number or product" })}>
          {(control) => (
            <div className="promocode__row">
              <input
                {...control}
                className="field__input"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={60}
              />
              <button type="submit" className="button button--secondary">
                {t("orders:apply", { defaultValue: "Show" })}
              </button>
            </div>
          )}
        </Field>
      </Form>
      {list.orders.length === 0 ? (
        <p>{t("legacy:none", { defaultValue: "No previous orders." })}</p>
      ) : (
        <ul className="cart-lines">
          {list.orders.map((order) => (
            <li key={order.id} className="cart-line legacy-order-card">
              <div className="cart-line__body">
                <h2 className="cart-line__name">
                  {detailPath ? (
                    <Link to={`${detailPath}?${new URLSearchParams({ id: order.id })}`}>
                      {t("legacy:number", { defaultValue: "Order {{number}}", number: order.number })}
                    </Link>
                  ) : (
                    order.number
                  )}
                </h2>
                <p className="cart-line__facts">
                  {formatDate(order.placedAt)} · {order.status} · {order.products.join(", ")}
                </p>
              </div>
              <p className="cart-line__price">
                <span className="cart-line__price-main">
                  {formatPrice(order.taxedPrice.centAmount, order.taxedPrice.currencyCode, locale)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LegacyOrderDetail({
  order,
  locale,
  listPath,
}: {
  order: LegacyOrder;
  locale: string;
  listPath: string | null;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.taxedPrice.currencyCode, locale);
  return (
    <div className="account-main legacy-order">
      {listPath ? (
        <p>
          <Link to={listPath}>← {t("legacy:back", { defaultValue: "All previous orders" })}</Link>
        </p>
      ) : null}
      <h1>{t("legacy:number", { defaultValue: "Order {{number}}", number: order.number })}</h1>
      <p>
        <span className="status-badge">{order.status}</span>{" "}
        {t("orders:placedOn", { defaultValue: "placed on {{date}}", date: formatDate(order.placedAt) })}
      </p>
      <p className="field__hint">
        {t("legacy:readOnly", {
          defaultValue: "An order from our previous site: shown as it was, it can't be changed.",
        })}
      </p>
      <ul className="cart-lines">
        {order.lines.map((line) => (
          <li key={`${line.product}|${line.description}|${line.quantity}`} className="cart-line">
            <div className="cart-line__body">
              <h2 className="cart-line__name">{line.product}</h2>
              <p className="cart-line__facts">
                {t("cart:line.quantity", {
                  defaultValue: "{{quantity}} copies",
                  quantity: formatQuantity(line.quantity, locale),
                })}{" "}
                · {line.description}
              </p>
            </div>
            <p className="cart-line__price">
              <span className="cart-line__price-main">{money(line.taxedPrice.centAmount)}</span>
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} locale={locale} />
      {order.invoiceReference ? (
        <p>
          {t("legacy:invoice", { defaultValue: "Invoice {{reference}}", reference: order.invoiceReference })}
        </p>
      ) : null}
    </div>
  );
}
