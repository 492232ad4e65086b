import { authMiddleware } from "~/features/auth/require-auth.server";
import { OrderSentPage } from "~/features/cart/OrderSentPage";
import { loadOrderSent } from "~/features/cart/order-sent.server";
import { screenMeta } from "~/features/layout/screen-meta";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/order-sent";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "orderSent");
    return next();
  },
  authMiddleware,
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return {
    order: await loadOrderSent(context, url),
    locale: shop.domain.locale,
    homePath: shop.links.home ?? "/",
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
      homePath={loaderData.homePath}
      walletFailed={loaderData.walletFailed}
    />
  );
}
