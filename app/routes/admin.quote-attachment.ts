import { staffQuoteAttachment } from "~/features/admin/staff-quotes.server";
import type { Route } from "./+types/admin.quote-attachment";

export function loader({ context, url }: Route.LoaderArgs) {
  return staffQuoteAttachment(context, url);
}
