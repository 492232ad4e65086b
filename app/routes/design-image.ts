import { designImage } from "~/features/design/design-files.server";
import type { Route } from "./+types/design-image";

/** A picture placed in one of the visitor's designs, for the fill-in preview. */
export function loader({ context, url }: Route.LoaderArgs) {
  return designImage(context, url);
}
