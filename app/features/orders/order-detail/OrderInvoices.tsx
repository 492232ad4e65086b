import type { Order } from "#contract/orders/order.schemas";
import { InvoiceTable } from "~/features/invoices/InvoiceTable";
import { INVOICE_PDF_PATH } from "~/features/invoices/invoice-paths";
import { formatDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The order's invoices and credit notes (ADR 072), what its cancellation gave back, and whether a
 * paper copy travels with the parcel (the checkout's "paper invoice" choice).
 */
export function OrderInvoices({
  order,
  locale,
  money,
}: {
  order: Order;
  locale: string;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="order-detail__invoices" aria-labelledby="order-invoices">
      <h2 id="order-invoices">{t("invoices:section", { defaultValue: "Invoices and credit notes" })}</h2>
      {order.invoices.length > 0 ? (
        <InvoiceTable
          invoices={order.invoices}
          locale={locale}
          pdfPath={INVOICE_PDF_PATH}
          orderDetailPath={null}
        />
      ) : (
        <p>
          {t("invoices:notYet", { defaultValue: "The invoice will be here as soon as the order is paid." })}
        </p>
      )}
      {order.refunds.length > 0 ? (
        <ul className="order-detail__refunds" data-testid="order-refunds">
          {order.refunds.map((refund) => (
            <li key={`${refund.method}-${refund.at}`}>
              {t(`invoices:refund.${refund.method}`, {
                defaultValue: "{{amount}} refunded on {{date}}.",
                amount: money(refund.amount.centAmount),
                date: formatDate(refund.at),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {order.userNotes.invoiceRequested && order.status !== "cancelled" ? (
        <p>
          {t("invoices:paperCopy", { defaultValue: "A paper copy of the invoice will be in your parcel." })}
        </p>
      ) : null}
    </section>
  );
}

/** Before a paid order is cancelled: where its money will go. */
export function CancelRefundNote({ order, money }: { order: Order; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const refund = order.cancellationRefund;
  if (!refund) return null;
  return (
    <p data-testid="cancel-refund">
      {t("invoices:cancelMoney", {
        defaultValue: "What you paid ({{amount}}) comes back to you {{where}}. A credit note will be issued.",
        amount: money(refund.amount.centAmount),
        where: t(`invoices:cancelMoney.${refund.route}`, { defaultValue: refund.route }),
      })}
    </p>
  );
}
