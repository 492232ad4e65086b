import { AccountOverview } from "~/features/account/AccountOverview";
import { loadCustomer } from "~/features/account/personal-area.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/personal-area";

export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await loadCustomer(context, url);
  const { shop } = getRequestState(context);
  return { customer, locale: shop.domain.locale, shopName: shop.domain.name, links: { ...shop.links } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.customer.firstName} | ${loaderData.shopName}` : undefined },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PersonalAreaRoute({ loaderData }: Route.ComponentProps) {
  return <AccountOverview customer={loaderData.customer} locale={loaderData.locale} />;
}
