import { staffArtworkThumbnail } from "~/features/orders/artwork-thumbnail.server";
import type { Route } from "./+types/admin.artwork-thumbnail";

/** A page of an online design's print PDF, as a picture, for the order desk. */
export function loader({ context, url }: Route.LoaderArgs) {
  return staffArtworkThumbnail(context, url);
}
