import { useLocation } from "react-router";
import { AccountNav } from "~/features/account/AccountNav";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { OrdersPage } from "~/features/orders/OrdersPage";
import { loadOrders } from "~/features/orders/orders.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/orders";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "orders");
    return next();
  },
  authMiddleware,
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { orders: await loadOrders(context, url), links: { ...shop.links } };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <OrdersPage data={loaderData.orders} action={useLocation().pathname} />
    </div>
  );
}
