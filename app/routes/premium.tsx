import { AccountNav } from "~/features/account/AccountNav";
import { PremiumReseller } from "~/features/account/PremiumReseller";
import { loadCustomer } from "~/features/account/personal-area.server";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/premium";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "premium");
    return next();
  },
  authMiddleware,
];

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

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function PremiumRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <PremiumReseller
        customer={loaderData.customer}
        supportEmail={loaderData.supportEmail}
        walletPath={loaderData.walletPath}
      />
    </div>
  );
}
