import { editorApiAction } from "~/features/design/editor-api.server";
import type { Route } from "./+types/design-api";

/** The full design editor's saves and picture uploads (JS only; the fill-in form posts to its own page). */
export function action({ context, request, url }: Route.ActionArgs) {
  return editorApiAction(context, request, url);
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
