import { AccountNav } from "~/features/account/AccountNav";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { LegacyOrdersList } from "~/features/orders/LegacyOrders";
import { loadLegacyOrders } from "~/features/orders/legacy-orders.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/legacy-orders";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "legacyOrders");
    return next();
  },
  authMiddleware,
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { ...(await loadLegacyOrders(context, url)), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function LegacyOrdersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <LegacyOrdersList
        list={loaderData}
        q={loaderData.q}
        locale={loaderData.locale}
        detailPath={loaderData.links.legacyOrderDetail ?? null}
      />
    </div>
  );
}
