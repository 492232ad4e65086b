import { customerProofFile } from "~/features/orders/proof-file.server";
import type { Route } from "./+types/proof-file";

/** A customer's proof: their own only, never cached. */
export function loader({ context, url }: Route.LoaderArgs) {
  return customerProofFile(context, url);
}
