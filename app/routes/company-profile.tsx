import { useLocation } from "react-router";
import { CompanyProfileForm } from "~/features/account/CompanyProfileForm";
import { companyAction, loadCompany } from "~/features/account/company.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/company-profile";

export async function loader({ context, url }: Route.LoaderArgs) {
  const company = await loadCompany(context, url);
  const { shop } = getRequestState(context);
  return { company, links: { ...shop.links }, saved: url.searchParams.get("saved") === "1" };
}

export function action({ request, context, url }: Route.ActionArgs) {
  return companyAction(request, context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "company:title", defaultValue: "Company" });

export default function CompanyProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyProfileForm
      action={useLocation().pathname}
      company={loaderData.company}
      saved={loaderData.saved}
      result={actionData}
    />
  );
}
