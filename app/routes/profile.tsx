import { useLocation } from "react-router";
import { ProfileForm } from "~/features/account/ProfileForm";
import { loadCustomer } from "~/features/account/personal-area.server";
import { profileAction } from "~/features/account/profile.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/profile";

export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await loadCustomer(context, url);
  const { shop } = getRequestState(context);
  return { customer, links: { ...shop.links }, saved: url.searchParams.get("saved") === "1" };
}

export function action({ request, context, url }: Route.ActionArgs) {
  return profileAction(request, context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "account:profile.title", defaultValue: "Profile" });

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfileForm
      action={useLocation().pathname}
      customer={loaderData.customer}
      saved={loaderData.saved}
      result={actionData}
    />
  );
}
