import "@fontsource/inter/400.css";
import "@fontsource/inter/700.css";
import "@fontsource/montserrat/400.css";
import "@fontsource/montserrat/700.css";
import "@fontsource/playfair-display/400.css";
import "@fontsource/playfair-display/700.css";
import "@fontsource/roboto-slab/400.css";
import "@fontsource/roboto-slab/700.css";
import { useLocation } from "react-router";
import { DesignScreen } from "~/features/design/DesignScreen";
import { loadDesignScreen } from "~/features/design/design-screen.server";
import { designScreenAction } from "~/features/design/design-screen-action.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/design-editor";

/** Online design (issue 14): the template browser and the fill-in form, for visitors and customers. */
const LOGO_LABEL = "Logo";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadDesignScreen(context, url, LOGO_LABEL);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return designScreenAction(context, request, url, LOGO_LABEL);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "designEditor:title", defaultValue: "Design it online" });

export default function DesignEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <DesignScreen data={loaderData} action={`${location.pathname}${location.search}`} result={actionData} />
  );
}
