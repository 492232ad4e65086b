import { useLocation } from "react-router";
import { OrdersPage } from "~/features/orders/OrdersPage";
import { loadOrders } from "~/features/orders/orders.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/orders";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { orders: await loadOrders(context, url), links: { ...shop.links } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "orders:title", defaultValue: "My orders" });

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData.orders} action={useLocation().pathname} />;
}
