import { Form } from "react-router";
import { DeskItems } from "~/features/admin/order-desk/DeskItems";
import { DeskCancel, DeskHistory, DeskMoves, DeskSummary } from "~/features/admin/order-desk/DeskMoves";
import type { loadStaffOrder } from "~/features/admin/staff-orders.server";
import { InvoiceTable } from "~/features/invoices/InvoiceTable";
import { STAFF_INVOICE_PDF_PATH } from "~/features/invoices/invoice-paths";
import { statusLabel } from "~/features/orders/OrdersPage";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { type FormResult, formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { Field } from "~/ui/Field";

type DeskData = Awaited<ReturnType<typeof loadStaffOrder>>;
type DeskOrder = NonNullable<DeskData["order"]>;

/** Staff order desk: look an order up by number and make one of the moves its status allows. */
export function StaffOrdersPage({
  loaderData,
  actionData,
}: {
  loaderData: DeskData;
  actionData: FormResult | undefined;
}) {
  const { t } = useTranslation();
  const { order } = loaderData;
  return (
    <div className="container staff-orders">
      <h1>{t("admin:orders.title", { defaultValue: "Order desk" })}</h1>
      <OrderLookup number={loaderData.number} />
      <DeskNotices loaderData={loaderData} actionData={actionData} />
      {order ? <DeskOrderSection order={order} locale={loaderData.locale} /> : null}
    </div>
  );
}

function OrderLookup({ number }: { number: DeskData["number"] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="orders-filter" role="search">
      <Field id="staff-number" label={t("admin:orders.number", { defaultValue: "Order number" })}>
        {(control) => (
          <div className="promocode__row">
            <input
              {...control}
              className="field__input"
              name="number"
              defaultValue={number}
              maxLength={40}
              required
            />
            <button type="submit" className="button button--secondary">
              {t("admin:orders.find", { defaultValue: "Find" })}
            </button>
          </div>
        )}
      </Field>
    </Form>
  );
}

/** No such order, the move just made, or why the move was refused. */
function DeskNotices({
  loaderData,
  actionData,
}: {
  loaderData: DeskData;
  actionData: FormResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {loaderData.notFound ? (
        <Alert tone="warning">
          <p>{t("admin:orders.notFound", { defaultValue: "No order has this number." })}</p>
        </Alert>
      ) : null}
      {loaderData.done === "proof" ? (
        <Alert tone="success">
          <p>
            {t("admin:orders.proof.sent", { defaultValue: "The proof is sent: the customer got an email." })}
          </p>
        </Alert>
      ) : loaderData.done ? (
        <Alert tone="success">
          <p>
            {t("admin:orders.moved", {
              defaultValue: "The order is now: {{status}}.",
              status: statusLabel(t, loaderData.done),
            })}
          </p>
        </Alert>
      ) : null}
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p data-testid="staff-order-refusal">
            {t(formErrorOf(actionData) ?? "", { defaultValue: "This move isn't possible." })}
          </p>
        </Alert>
      ) : null}
    </>
  );
}

/** The order found: its status, items, invoices and refunds, and the moves its status allows. */
function DeskOrderSection({ order, locale }: { order: DeskOrder; locale: string }) {
  const { t } = useTranslation();
  return (
    <section className="checkout__section staff-order" aria-labelledby="staff-order-title">
      <h2 id="staff-order-title">{order.orderNumber}</h2>
      <p>
        <span className={`status-badge status-badge--${order.status}`} data-testid="staff-order-status">
          {statusLabel(t, order.status)}
        </span>{" "}
        {formatDate(order.createdAt)} · {formatPrice(order.taxedPrice.centAmount, order.currencyCode, locale)}
        {order.shipment
          ? ` · ${order.shipment.carrier} ${order.shipment.trackingNumber}`
          : order.trackingNumber
            ? ` · ${order.trackingNumber}`
            : ""}
      </p>
      <DeskSummary order={order} locale={locale} />
      <DeskItems order={order} locale={locale} />
      {order.invoices.length > 0 ? (
        <>
          <h3>{t("invoices:section", { defaultValue: "Invoices and credit notes" })}</h3>
          <InvoiceTable
            invoices={order.invoices}
            locale={locale}
            pdfPath={STAFF_INVOICE_PDF_PATH}
            orderDetailPath={null}
          />
        </>
      ) : null}
      {order.refunds.length > 0 ? <DeskRefunds refunds={order.refunds} locale={locale} /> : null}
      {order.userNotes.invoiceRequested ? (
        <p>
          <strong>
            {t("admin:orders.paperInvoice", { defaultValue: "Put a paper invoice in the parcel." })}
          </strong>
        </p>
      ) : null}
      <DeskMoves order={order} />
      <DeskHistory order={order} />
      <DeskCancel order={order} />
    </section>
  );
}

function DeskRefunds({ refunds, locale }: { refunds: DeskOrder["refunds"]; locale: string }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="staff-order-refunds">
      {refunds.map((refund) => (
        <li key={`${refund.method}-${refund.at}`}>
          {t(`admin:orders.refund.${refund.status}`, {
            defaultValue: "Refund {{method}}: {{amount}} ({{status}})",
            method: refund.method,
            amount: formatPrice(refund.amount.centAmount, refund.amount.currencyCode, locale),
            status: refund.status,
          })}
        </li>
      ))}
    </ul>
  );
}
