import { artworkPreview } from "~/features/orders/upload-detail.server";
import type { Route } from "./+types/artwork-preview";

/** The upload detail page's preview image: the owner's own PNG or JPEG, never cached. */
export function loader({ context, url }: Route.LoaderArgs) {
  return artworkPreview(context, url);
}
