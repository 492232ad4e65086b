import { useLocation } from "react-router";
import { MyDataPanel } from "~/features/account/MyDataPanel";
import { DATA_EXPORT_PATH } from "~/features/account/my-data";
import { myDataAction } from "~/features/account/my-data.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/my-data";

export function loader({ context }: Route.LoaderArgs) {
  const { shop, session } = getRequestState(context);
  return { privacyPath: shop.links.privacy ?? null, impersonating: session.isLoggedInAs };
}

export function action({ request, context }: Route.ActionArgs) {
  return myDataAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "dataRights:title", defaultValue: "My data" });

export default function MyDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyDataPanel
      action={useLocation().pathname}
      downloadPath={DATA_EXPORT_PATH}
      privacyPath={loaderData.privacyPath}
      impersonating={loaderData.impersonating}
      result={actionData}
    />
  );
}
