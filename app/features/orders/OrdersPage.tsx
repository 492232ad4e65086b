import { Form } from "react-router";
import { ORDER_STATUSES } from "#contract/orders/order-constants";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { PreloadLink } from "~/ui/PreloadLink";
import { SelectField, TextField } from "~/ui/TextField";
import type { OrdersPageData } from "./orders.server";

export const statusLabel = (t: (key: string, options: { defaultValue: string }) => string, status: string) =>
  t(`orders:status.${status}`, { defaultValue: status.replace(/_/g, " ") });

/** Order cards with a filter and a search: a GET form, so results are linkable and work without JS. */
export function OrdersPage({ data, action }: { data: OrdersPageData; action: string }) {
  const { t } = useTranslation();
  const filtered = data.status !== null || data.q !== "";
  return (
    <div className="account-main orders-page">
      <h1>{t("orders:title", { defaultValue: "My orders" })}</h1>
      <Form method="get" action={action} className="orders-filter" role="search">
        <TextField
          id="orders-q"
          name="q"
          type="search"
          label={t("orders:search", { defaultValue: "Order number or job name" })}
          defaultValue={data.q}
          maxLength={60}
        />
        <SelectField
          id="orders-status"
          name="status"
          label={t("orders:filter", { defaultValue: "Status" })}
          defaultValue={data.status ?? ""}
          options={[
            { value: "", label: t("orders:allStatuses", { defaultValue: "All" }) },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
          ]}
        />
        <button type="submit" className="button button--secondary">
          {t("orders:apply", { defaultValue: "Show" })}
        </button>
      </Form>
      {data.orders.length === 0 ? (
        <p className="cart-empty">
          {filtered
            ? t("orders:noMatch", { defaultValue: "No order matches this search." })
            : t("orders:none", { defaultValue: "You haven't ordered yet." })}
        </p>
      ) : (
        <ul className="order-cards">
          {data.orders.map((order) => (
            <li key={order.id} className="order-card" data-order-number={order.orderNumber}>
              <div>
                <h2 className="order-card__number unbroken">
                  {data.detailPath ? (
                    <PreloadLink to={`${data.detailPath}?${new URLSearchParams({ id: order.id })}`}>
                      {order.orderNumber}
                    </PreloadLink>
                  ) : (
                    order.orderNumber
                  )}
                </h2>
                <p className="order-card__meta">
                  {formatDate(order.createdAt)} · {order.products.join(", ")}
                  {order.jobNames.length > 0 ? ` · ${order.jobNames.join(", ")}` : ""}
                </p>
              </div>
              <span className={`status-badge status-badge--${order.status}`}>
                {statusLabel(t, order.status)}
              </span>
              <strong className="order-card__price">
                {formatPrice(order.taxedPrice.centAmount, order.taxedPrice.currencyCode, data.locale)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
