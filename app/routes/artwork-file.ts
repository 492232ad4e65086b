import { customerArtworkFile } from "~/features/orders/artwork-thumbnail.server";
import type { Route } from "./+types/artwork-file";

/** One of the owner's print files (an upload or the PDF made from a design), as a download, never cached. */
export function loader({ context, url }: Route.LoaderArgs) {
  return customerArtworkFile(context, url);
}
