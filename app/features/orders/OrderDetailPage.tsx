import { Link } from "react-router";
import type { Order, OrderDraft } from "#contract/orders/order.schemas";
import { OrderTotals } from "~/features/cart/OrderTotals";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { type FormResult, formErrorOf } from "~/server/form-errors";
import { Unbroken } from "~/ui/Unbroken";
import { OrderPayment } from "./OrderPayment";
import { statusLabel } from "./OrdersPage";
import { DraftPanel } from "./order-detail/DraftPanel";
import { OrderAddresses } from "./order-detail/OrderAddresses";
import { OrderInvoices } from "./order-detail/OrderInvoices";
import { CancelOrder, OrderHistory, OrderLines } from "./order-detail/OrderLines";
import { OrderDone, OrderNextSteps, OrderRefusal } from "./order-detail/OrderNotices";
import { OrderProofs } from "./order-detail/OrderProofs";
import { ReorderForm } from "./order-detail/Reorder";

export type OrderDetailProps = {
  order: Order;
  draft: OrderDraft | null;
  editPaths: Record<string, string>;
  locale: string;
  listPath: string | null;
  done: string | null;
  result: FormResult | undefined;
  action: string;
  /** Where the pay and reset-method forms post (the payment-result screen). */
  paymentPath: string | null;
  /** The upload screen of this order, while files can still be sent. */
  uploadPath: string | null;
};

function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <span className={`status-badge status-badge--${order.status}`} data-testid="order-status">
          {statusLabel(t, order.status)}
        </span>{" "}
        {t("orders:placedOn", { defaultValue: "placed on {{date}}", date: formatDate(order.createdAt) })}
      </p>
      {order.shipment ? (
        <p data-testid="order-shipment">
          {t("orders:shippedWith", {
            defaultValue: "Shipped with {{carrier}}, tracking number {{number}}.",
            carrier: order.shipment.carrier,
            number: order.shipment.trackingNumber,
          })}{" "}
          <a href={order.shipment.trackingUrl} rel="noopener noreferrer external">
            {t("orders:trackParcel", {
              defaultValue: "Track the parcel on the {{carrier}} site",
              carrier: order.shipment.carrier,
            })}
          </a>
        </p>
      ) : order.trackingNumber ? (
        <p>
          {t("orders:tracking", {
            defaultValue: "Tracking number: {{number}}",
            number: order.trackingNumber,
          })}
        </p>
      ) : null}
    </>
  );
}

/** One order: status and its history, lines, amounts due, and cancellation while it is still possible. */
export function OrderDetailPage(props: OrderDetailProps) {
  const { order, draft, locale, listPath, action, paymentPath, uploadPath } = props;
  const { t } = useTranslation();
  const money = (cents: number) => formatPrice(cents, order.currencyCode, locale);
  return (
    <div className="account-main order-detail">
      {listPath ? (
        <p>
          <Link to={listPath}>← {t("orders:back", { defaultValue: "All my orders" })}</Link>
        </p>
      ) : null}
      <h1>
        <Unbroken
          translate={(number) => t("orders:detailTitle", { defaultValue: "Order {{number}}", number })}
          value={order.orderNumber}
        />
      </h1>
      <OrderDone done={props.done} />
      {draft ? <DraftPanel draft={draft} orderId={order.id} money={money} action={action} /> : null}
      <OrderRefusal error={formErrorOf(props.result) ?? undefined} />
      <OrderStatus order={order} />
      <ReorderForm orderId={order.id} action={action} />
      <OrderNextSteps order={order} money={money} uploadPath={uploadPath} />
      {paymentPath ? (
        <OrderPayment
          order={order}
          paymentPath={paymentPath}
          amount={money(order.currentOrderAmountStillToPay)}
        />
      ) : null}
      <OrderProofs order={order} action={action} />
      <OrderLines order={order} editPaths={props.editPaths} money={money} locale={locale} action={action} />
      {/* A cancelled order owes nothing: what was paid shows as refunded under its invoices (ADR 072). */}
      <OrderTotals
        order={order.status === "cancelled" ? { ...order, currentOrderAmountStillToPay: undefined } : order}
        locale={locale}
        className="order-detail__totals"
      />
      <OrderAddresses order={order} locale={locale} />
      <OrderInvoices order={order} locale={locale} money={money} />
      <OrderHistory order={order} />
      {order.cancellable ? <CancelOrder order={order} action={action} money={money} /> : null}
    </div>
  );
}
