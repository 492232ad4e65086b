import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { OrderTotals } from "~/features/cart/OrderTotals";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { Alert } from "~/ui/Alert";
import type { Order, OrderDraft } from "../../../contract/orders/order.schemas";
import { OrderPayment } from "./OrderPayment";
import { statusLabel } from "./OrdersPage";
import type { OrderDetailActionData } from "./orders.server";

export type OrderDetailProps = {
  order: Order;
  draft: OrderDraft | null;
  editPaths: Record<string, string>;
  locale: string;
  listPath: string | null;
  done: string | null;
  result: OrderDetailActionData | undefined;
  action: string;
  /** Where the pay and reset-method forms post (the payment-result screen). */
  paymentPath: string | null;
  /** The upload screen of this order, while files can still be sent. */
  uploadPath: string | null;
};

/** One order: status and its history, lines, amounts due, and cancellation while it is still possible. */
export function OrderDetailPage({
  order,
  draft,
  editPaths,
  locale,
  listPath,
  done,
  result,
  action,
  paymentPath,
  uploadPath,
}: OrderDetailProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  const money = (cents: number) => formatPrice(cents, order.currencyCode, locale);
  return (
    <div className="account-main order-detail">
      {listPath ? (
        <p>
          <Link to={listPath}>← {t("orders:back", { defaultValue: "All my orders" })}</Link>
        </p>
      ) : null}
      <h1>{t("orders:detailTitle", { defaultValue: "Order {{number}}", number: order.orderNumber })}</h1>
      {done === "cancelled" ? (
        <Alert tone="success">
          <p>{t("orders:cancelled", { defaultValue: "Your order is cancelled." })}</p>
        </Alert>
      ) : null}
      {done === "edited" ? (
        <Alert tone="success">
          <p>{t("orders:edited", { defaultValue: "Your order was updated." })}</p>
        </Alert>
      ) : null}
      {done === "payment-reset" ? (
        <Alert tone="success">
          <p>
            {t("orders:paymentReset", {
              defaultValue: "You can pay this order by bank transfer, or choose another method.",
            })}
          </p>
        </Alert>
      ) : null}
      {draft ? <DraftPanel draft={draft} orderId={order.id} money={money} action={action} /> : null}
      {result?.error ? (
        <Alert tone="danger">
          <p>{t(result.error, { defaultValue: "This order can no longer be cancelled." })}</p>
        </Alert>
      ) : null}
      <p>
        <span className={`status-badge status-badge--${order.status}`} data-testid="order-status">
          {statusLabel(t, order.status)}
        </span>{" "}
        {t("orders:placedOn", { defaultValue: "placed on {{date}}", date: formatDate(order.createdAt) })}
      </p>
      {order.trackingNumber ? (
        <p>
          {t("orders:tracking", {
            defaultValue: "Tracking number: {{number}}",
            number: order.trackingNumber,
          })}
        </p>
      ) : null}
      {order.status === "awaiting_payment" && order.bankTransfer ? (
        <Alert tone="info">
          <p>
            {t("orders:payByTransfer", {
              defaultValue: "Transfer {{amount}} to {{iban}} with the reference {{reference}}.",
              amount: money(order.currentOrderAmountStillToPay),
              iban: order.bankTransfer.iban,
              reference: order.bankTransfer.reference,
            })}
          </p>
        </Alert>
      ) : null}
      {uploadPath && order.artwork.some((file) => file.status === "rejected") ? (
        <Alert tone="warning">
          <p>
            {t("uploads:reupload", {
              defaultValue: "A file was sent back by our file check: please send a new one.",
            })}{" "}
            <Link to={uploadPath}>{t("uploads:link", { defaultValue: "Send my files" })}</Link>
          </p>
        </Alert>
      ) : null}
      {uploadPath ? (
        <p>
          <Link className="button button--secondary" to={uploadPath}>
            {t("uploads:link", { defaultValue: "Send my files" })}
          </Link>
        </p>
      ) : null}
      {paymentPath ? (
        <OrderPayment
          order={order}
          paymentPath={paymentPath}
          amount={money(order.currentOrderAmountStillToPay)}
        />
      ) : null}
      <ul className="cart-lines">
        {order.lineItems.map((line) => (
          <li key={line.id} className="cart-line order-detail__line">
            <div className="cart-line__body">
              <h2 className="cart-line__name">{line.mcpProdName}</h2>
              {line.jobName ? <p className="cart-line__job">{line.jobName}</p> : null}
              <p className="cart-line__facts">
                {t("cart:line.quantity", { defaultValue: "{{quantity}} copies", quantity: line.quantity })}
              </p>
              {editPaths[line.id] ? (
                <Link to={editPaths[line.id] as string} className="button button--link">
                  {t("orders:editLine", { defaultValue: "Change this item" })}
                </Link>
              ) : null}
            </div>
            <p className="cart-line__price">
              <span className="cart-line__price-main">
                {money(line.taxedTotalPriceWithServices.centAmount)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} locale={locale} className="order-detail__totals" />
      <h2>{t("orders:history", { defaultValue: "History" })}</h2>
      <ol className="order-detail__history">
        {order.history.map((event) => (
          <li key={`${event.to}:${event.at}`}>
            {formatDate(event.at)} — {statusLabel(t, event.to)}
          </li>
        ))}
      </ol>
      {order.cancellable ? (
        // A disclosure instead of a modal: it works the same without JavaScript.
        <details className="order-detail__cancel">
          <summary className="button button--secondary">
            {t("orders:cancel", { defaultValue: "Cancel this order" })}
          </summary>
          <Form method="post" action={action}>
            <input type="hidden" name="orderId" value={order.id} />
            <p>
              {t("orders:cancelConfirm", {
                defaultValue: "Cancel order {{number}}? This can't be undone.",
                number: order.orderNumber,
              })}
            </p>
            <button
              type="submit"
              name="intent"
              value="cancel"
              className="button button--primary"
              aria-disabled={cancelling || undefined}
            >
              {cancelling
                ? t("orders:cancelling", { defaultValue: "Cancelling…" })
                : t("orders:confirmCancel", { defaultValue: "Yes, cancel the order" })}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

/** A saved edit waiting for the customer's go: what it costs, then finalize or leave it. */
function DraftPanel({
  draft,
  orderId,
  money,
  action,
}: {
  draft: OrderDraft;
  orderId: string;
  money: (cents: number) => string;
  action: string;
}) {
  const { t } = useTranslation();
  const { additionalPaymentCent, walletIncreaseCent } = draft.settlement;
  return (
    <section className="order-draft" aria-labelledby="draft-title" data-testid="order-draft">
      <h2 id="draft-title">{t("orders:draft.title", { defaultValue: "Your change is ready" })}</h2>
      <p>
        {t("orders:draft.totals", {
          defaultValue: "New total {{next}} (was {{previous}}).",
          next: money(draft.newTaxedCent),
          previous: money(draft.previousTaxedCent),
        })}{" "}
        {walletIncreaseCent > 0
          ? t("orders:draft.walletIncrease", {
              defaultValue: "{{amount}} will be credited to your wallet.",
              amount: money(walletIncreaseCent),
            })
          : t("orders:draft.additionalPayment", {
              defaultValue: "Still to pay after the change: {{amount}}.",
              amount: money(additionalPaymentCent),
            })}
      </p>
      {draft.stale ? (
        <p className="field__error">
          {t("orders:error.draftStale", { defaultValue: "The order changed since; make the change again." })}
        </p>
      ) : (
        <Form method="post" action={action} className="order-draft__actions">
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="orderEditId" value={draft.orderEditId} />
          <button type="submit" name="intent" value="finalize" className="button button--primary">
            {t("orders:draft.finalize", { defaultValue: "Confirm the change" })}
          </button>
          <Link to={`?${new URLSearchParams({ id: orderId })}`} className="button button--secondary">
            {t("orders:draft.leave", { defaultValue: "Leave without changing" })}
          </Link>
        </Form>
      )}
    </section>
  );
}
