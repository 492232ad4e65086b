import { WalletPage } from "~/features/account/WalletPage";
import { loadWallet } from "~/features/account/wallet.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/wallet";

export async function loader({ context }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { wallet: await loadWallet(context), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "account:wallet.title", defaultValue: "Wallet" });

export default function WalletRoute({ loaderData }: Route.ComponentProps) {
  return (
    <WalletPage
      wallet={loaderData.wallet}
      locale={loaderData.locale}
      orderDetailPath={loaderData.links.orderDetail ?? null}
    />
  );
}
