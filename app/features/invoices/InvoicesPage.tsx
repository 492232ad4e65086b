import type { InvoiceSummary } from "#contract/orders/invoice.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { InvoiceTable } from "./InvoiceTable";
import { INVOICE_PDF_PATH } from "./invoice-paths";

/** "Mes factures" / "My invoices": every invoice and credit note of the customer, newest first. */
export function InvoicesPage({
  invoices,
  locale,
  orderDetailPath,
}: {
  invoices: readonly InvoiceSummary[];
  locale: string;
  orderDetailPath: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-main invoices-page">
      <h1>{t("invoices:title", { defaultValue: "My invoices" })}</h1>
      <p>
        {t("invoices:intro", {
          defaultValue:
            "Your invoices and credit notes as PDF files. An invoice is issued as soon as an order is paid.",
        })}
      </p>
      {invoices.length === 0 ? (
        <p>
          {t("invoices:none", {
            defaultValue: "No invoice yet: one is issued as soon as your order is paid.",
          })}
        </p>
      ) : (
        <InvoiceTable
          invoices={invoices}
          locale={locale}
          pdfPath={INVOICE_PDF_PATH}
          orderDetailPath={orderDetailPath}
        />
      )}
    </div>
  );
}
