import { customerArtworkThumbnail } from "~/features/orders/artwork-thumbnail.server";
import type { Route } from "./+types/artwork-thumbnail";

/** A page of an online design's print PDF, as a picture: the owner's own order only, never cached. */
export function loader({ context, url }: Route.LoaderArgs) {
  return customerArtworkThumbnail(context, url);
}
