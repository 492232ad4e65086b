import { PremiumReseller } from "~/features/account/PremiumReseller";
import { loadCustomer } from "~/features/account/personal-area.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/premium";

export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await loadCustomer(context, url);
  const { shop } = getRequestState(context);
  return {
    customer,
    supportEmail: shop.configs.supportEmail,
    walletPath: shop.links.wallet ?? null,
    links: { ...shop.links },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "premium:title", defaultValue: "Premium reseller" });

export default function PremiumRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PremiumReseller
      customer={loaderData.customer}
      supportEmail={loaderData.supportEmail}
      walletPath={loaderData.walletPath}
    />
  );
}
