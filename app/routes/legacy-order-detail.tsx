import { AccountNav } from "~/features/account/AccountNav";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { LegacyOrderDetail } from "~/features/orders/LegacyOrders";
import { loadLegacyOrder } from "~/features/orders/legacy-orders.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/legacy-order-detail";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "legacyOrderDetail");
    return next();
  },
  authMiddleware,
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { order: await loadLegacyOrder(context, url), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function LegacyOrderDetailRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <LegacyOrderDetail
        order={loaderData.order}
        locale={loaderData.locale}
        listPath={loaderData.links.legacyOrders ?? null}
      />
    </div>
  );
}
