import { AccountNav } from "~/features/account/AccountNav";
import { WalletPage } from "~/features/account/WalletPage";
import { loadWallet } from "~/features/account/wallet.server";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/wallet";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "wallet");
    return next();
  },
  authMiddleware,
];

export async function loader({ context }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { wallet: await loadWallet(context), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function WalletRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <WalletPage
        wallet={loaderData.wallet}
        locale={loaderData.locale}
        orderDetailPath={loaderData.links.orderDetail ?? null}
      />
    </div>
  );
}
