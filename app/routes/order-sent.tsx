import { authMiddleware } from "~/features/auth/require-auth.server";
import { OrderSentPage } from "~/features/cart/OrderSentPage";
import { loadOrderSent } from "~/features/cart/order-sent.server";
import { orderNextPaths } from "~/features/orders/order-next-steps";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/order-sent";

export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  const order = await loadOrderSent(context, url);
  return {
    order,
    locale: shop.domain.locale,
    next: orderNextPaths(shop.links, order),
    walletFailed: url.searchParams.get("wallet") === "failed",
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "checkout:sent.title", defaultValue: "Thank you, your order is placed" });

export default function OrderSentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <OrderSentPage
      order={loaderData.order}
      locale={loaderData.locale}
      next={loaderData.next}
      walletFailed={loaderData.walletFailed}
    />
  );
}
