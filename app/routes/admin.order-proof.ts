import { staffProofFile } from "~/features/orders/proof-file.server";
import type { Route } from "./+types/admin.order-proof";

/** A proof as staff sent it, for the order desk. */
export function loader({ context, url }: Route.LoaderArgs) {
  return staffProofFile(context, url);
}
