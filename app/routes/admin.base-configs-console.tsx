import { requireStaff } from "~/features/admin/require-staff.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/admin.base-configs-console";

/** Staff console: what the storefront received in the basic configs for this tenant. */
export function loader({ context, url }: Route.LoaderArgs) {
  requireStaff(context, url);
  const { shop, staff, session } = getRequestState(context);
  const { urlMap: _urlMap, ...configs } = shop;
  return { staff, session, configs: JSON.stringify(configs, null, 2) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Base configs console" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BaseConfigsConsole({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container admin-page">
      <h1>Base configs console</h1>
      <p>
        Staff ({loaderData.staff}) · tenant {loaderData.session.domainTenant} · currency{" "}
        {loaderData.session.activeCurrency}
      </p>
      <pre className="admin-page__json">{loaderData.configs}</pre>
    </div>
  );
}
