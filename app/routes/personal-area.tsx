import { AccountOverview } from "~/features/account/AccountOverview";
import { loadCustomer } from "~/features/account/personal-area.server";
import { loadUsableWelcomeCode } from "~/features/welcome/welcome.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/personal-area";

export async function loader({ context, url }: Route.LoaderArgs) {
  const [customer, welcomeCode] = await Promise.all([
    loadCustomer(context, url),
    loadUsableWelcomeCode(context),
  ]);
  const { shop } = getRequestState(context);
  return {
    customer,
    welcomeCode,
    locale: shop.domain.locale,
    shopName: shop.domain.name,
    links: { ...shop.links },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.customer.firstName} | ${loaderData.shopName}` : undefined },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PersonalAreaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountOverview
      customer={loaderData.customer}
      welcomeCode={loaderData.welcomeCode}
      locale={loaderData.locale}
    />
  );
}
