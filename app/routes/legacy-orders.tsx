import { LegacyOrdersList } from "~/features/orders/LegacyOrders";
import { loadLegacyOrders } from "~/features/orders/legacy-orders.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/legacy-orders";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { ...(await loadLegacyOrders(context, url)), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "legacy:title", defaultValue: "Orders from our previous site" });

export default function LegacyOrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LegacyOrdersList
      list={loaderData}
      q={loaderData.q}
      locale={loaderData.locale}
      detailPath={loaderData.links.legacyOrderDetail ?? null}
    />
  );
}
