import { LegacyOrderDetail } from "~/features/orders/LegacyOrders";
import { loadLegacyOrder } from "~/features/orders/legacy-orders.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/legacy-order-detail";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { order: await loadLegacyOrder(context, url), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "legacy:title", defaultValue: "Orders from our previous site" });

export default function LegacyOrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegacyOrderDetail
      order={loaderData.order}
      locale={loaderData.locale}
      listPath={loaderData.links.legacyOrders ?? null}
    />
  );
}
