import { Form } from "react-router";
import type { StaffOrder } from "#contract/orders/order.schemas";
import { statusLabel } from "~/features/orders/OrdersPage";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { SelectField, TextAreaField, TextField } from "~/ui/TextField";

const MOVE_DEFAULTS: Record<string, string> = {
  awaiting_artwork: "Transfer received",
  file_check: "Files complete: start the file check",
  in_production: "Start production",
  shipped: "Shipped",
  delivered: "Delivered",
};

const METHODS: Record<string, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  paypal: "PayPal",
  sepa: "SEPA Direct Debit",
};

/** What staff need to decide: who ordered, how it is paid and how much has arrived. */
export function DeskSummary({ order, locale }: { order: StaffOrder; locale: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.currencyCode, locale);
  return (
    <dl className="staff-order__summary" data-testid="staff-order-summary">
      <dt>{t("admin:orders.customer", { defaultValue: "Customer" })}</dt>
      <dd>
        {order.customer
          ? `${order.customer.name}${order.customer.companyName ? ` (${order.customer.companyName})` : ""} · ${order.customer.email}`
          : "—"}
      </dd>
      <dt>{t("admin:orders.paymentMethod", { defaultValue: "Payment method" })}</dt>
      <dd>
        {t(`admin:orders.method.${order.paymentMethod}`, {
          defaultValue: METHODS[order.paymentMethod] ?? order.paymentMethod,
        })}
      </dd>
      <dt>{t("admin:orders.paid", { defaultValue: "Paid" })}</dt>
      <dd data-testid="staff-order-paid">
        {t("admin:orders.paidOf", {
          defaultValue: "{{paid}} of {{total}}",
          paid: money(order.currentOrderAlreadyPaid),
          total: money(order.taxedPrice.centAmount),
        })}
      </dd>
    </dl>
  );
}

/** The forward moves the order can take now; a repeat of the last one lands on the same state. */
export function DeskMoves({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const moves = order.nextStatuses.filter((to) => to !== "cancelled");
  return (
    <div className="staff-order__moves">
      {moves.map((to) => (
        <Form method="post" key={to} className="staff-order__move">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          <input type="hidden" name="to" value={to} />
          {to === "shipped" ? (
            <>
              <SelectField
                id="carrier"
                name="carrier"
                label={t("admin:orders.carrier", { defaultValue: "Carrier" })}
                options={[
                  { value: "", label: t("admin:orders.carrierChoose", { defaultValue: "Choose…" }) },
                  ...order.carriers.map((carrier) => ({ value: carrier.key, label: carrier.name })),
                ]}
              />
              <TextField
                id="tracking"
                name="trackingNumber"
                maxLength={60}
                label={t("admin:orders.tracking", { defaultValue: "Tracking number" })}
              />
            </>
          ) : null}
          <button type="submit" className="button button--primary">
            {t(`admin:orders.move.${to}`, { defaultValue: MOVE_DEFAULTS[to] ?? to })}
          </button>
        </Form>
      ))}
    </div>
  );
}

/** Cancelling, apart from the moves: a reason and an explicit confirmation, both required. */
export function DeskCancel({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  if (!order.nextStatuses.includes("cancelled")) return null;
  return (
    <details className="staff-order__cancel">
      <summary>{t("admin:orders.cancel.open", { defaultValue: "Cancel this order…" })}</summary>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="orderNumber" value={order.orderNumber} />
        <TextAreaField
          id="cancel-reason"
          name="reason"
          required
          minLength={3}
          maxLength={500}
          rows={3}
          label={t("admin:orders.cancel.reason", { defaultValue: "Why is the order cancelled?" })}
        />
        <label className="choice">
          <input type="checkbox" name="confirm" required />
          {t("admin:orders.cancel.confirm", {
            defaultValue: "I confirm: cancel order {{number}}",
            number: order.orderNumber,
          })}
        </label>
        <button type="submit" className="button button--danger">
          {t("admin:orders.move.cancelled", { defaultValue: "Cancel the order" })}
        </button>
      </Form>
    </details>
  );
}

/** Every step with who took it and, for a cancellation, why. */
export function DeskHistory({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  return (
    <ol className="staff-order__history" data-testid="staff-order-history">
      {order.staffHistory.map((event) => (
        <li key={`${event.at}-${event.to}`}>
          {formatDate(event.at)} · {statusLabel(t, event.to)} · {event.actor}
          {event.note ? ` · ${event.note}` : ""}
        </li>
      ))}
    </ol>
  );
}
