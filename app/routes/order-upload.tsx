import { UploadPage } from "~/features/orders/UploadPage";
import { loadUploadPage, uploadAction } from "~/features/orders/upload.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/order-upload";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { ...(await loadUploadPage(context, url)), links: { ...shop.links } };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return uploadAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "orders:title", defaultValue: "My orders" });

export default function OrderUploadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UploadPage
      order={loaderData.order}
      maxBytes={loaderData.maxBytes}
      done={loaderData.done}
      orderPath={loaderData.orderPath}
      detailPath={loaderData.links.uploadDetail ?? null}
      result={actionData}
    />
  );
}
