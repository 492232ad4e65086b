import { Link } from "react-router";
import type { InvoiceSummary } from "#contract/orders/invoice.schemas";
import { formatDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { invoicePdfHref } from "./invoice-paths";

export type InvoiceTableProps = {
  invoices: readonly InvoiceSummary[];
  locale: string;
  /** Where PDFs download from: the customer's path or the staff desk's. */
  pdfPath: string;
  /** Links each document to its order (the "My invoices" list); null: the order is the page. */
  orderDetailPath: string | null;
};

/** Invoices and credit notes with their PDF links: on an order, in "My invoices", on the staff desk. */
export function InvoiceTable({ invoices, locale, pdfPath, orderDetailPath }: InvoiceTableProps) {
  const { t } = useTranslation();
  return (
    <table className="wallet-history invoice-table" data-testid="invoice-table">
      <thead>
        <tr>
          <th scope="col">{t("invoices:document", { defaultValue: "Document" })}</th>
          <th scope="col">{t("invoices:date", { defaultValue: "Date" })}</th>
          {orderDetailPath ? <th scope="col">{t("invoices:order", { defaultValue: "Order" })}</th> : null}
          <th scope="col" className="wallet-history__amount">
            {t("invoices:amount", { defaultValue: "Amount incl. VAT" })}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const kind = t(`invoices:kind.${invoice.kind}`, { defaultValue: invoice.kind });
          return (
            <tr key={invoice.id}>
              <td>
                <a
                  href={invoicePdfHref(pdfPath, invoice.id)}
                  download={`${invoice.number}.pdf`}
                  aria-label={t("invoices:download", {
                    defaultValue: "Download {{kind}} {{number}} (PDF)",
                    kind,
                    number: invoice.number,
                  })}
                >
                  {kind} {invoice.number}
                </a>
              </td>
              <td>{formatDate(invoice.issuedAt)}</td>
              {orderDetailPath ? (
                <td>
                  <Link to={`${orderDetailPath}?${new URLSearchParams({ id: invoice.orderId })}`}>
                    {invoice.orderNumber ?? ""}
                  </Link>
                </td>
              ) : null}
              <td className={`wallet-history__amount${invoice.kind === "credit_note" ? " is-credit" : ""}`}>
                {invoice.kind === "credit_note" ? "−" : ""}
                {formatPrice(invoice.total.centAmount, invoice.total.currencyCode, locale)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
