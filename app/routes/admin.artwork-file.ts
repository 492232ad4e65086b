import { staffArtworkFile } from "~/features/orders/artwork-thumbnail.server";
import type { Route } from "./+types/admin.artwork-file";

/** One of an order's print files, as a download, for the order desk. */
export function loader({ context, url }: Route.LoaderArgs) {
  return staffArtworkFile(context, url);
}
