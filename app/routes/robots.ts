import { robotsResponse } from "~/features/content/crawler-files.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return robotsResponse(context);
}
