import { UploadDetailPage } from "~/features/orders/UploadDetailPage";
import { loadUploadDetail } from "~/features/orders/upload-detail.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/upload-detail";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadUploadDetail(context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "orders:title", defaultValue: "My orders" });

/** One print file or one design brief of an order (spec §2 upload detail, issue 16 §7). */
export default function UploadDetailRoute({ loaderData }: Route.ComponentProps) {
  return <UploadDetailPage data={loaderData} />;
}
