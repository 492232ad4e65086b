import { myDataDownload } from "~/features/account/my-data.server";
import type { Route } from "./+types/my-data-download";

/** The "My data" screen's download: the signed-in customer's own data as a JSON file (issue 36 §7). */
export function loader({ context, url }: Route.LoaderArgs) {
  return myDataDownload(context, url);
}
