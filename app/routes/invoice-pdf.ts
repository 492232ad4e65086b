import { invoicePdf } from "~/features/invoices/invoices.server";
import type { Route } from "./+types/invoice-pdf";

/** An invoice or credit note PDF of the signed-in customer, byte for byte as issued. */
export function loader({ context, url }: Route.LoaderArgs) {
  return invoicePdf(context, url);
}
