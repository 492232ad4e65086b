import { designPreview } from "~/features/design/design-files.server";
import type { Route } from "./+types/design-preview";

/** A design's PNG preview (cart line, my designs, product page), for its owner or a shared design. */
export function loader({ context, url }: Route.LoaderArgs) {
  return designPreview(context, url);
}
