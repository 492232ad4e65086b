import { staffInvoicePdf } from "~/features/invoices/invoices.server";
import type { Route } from "./+types/admin.invoice-pdf";

/** Any invoice or credit note PDF of the shop, for staff on the order desk. */
export function loader({ context, url }: Route.LoaderArgs) {
  return staffInvoicePdf(context, url);
}
