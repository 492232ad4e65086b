import { StaffOrdersPage } from "~/features/admin/order-desk/StaffOrdersPage";
import { loadStaffOrder, staffOrderAction } from "~/features/admin/staff-orders.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/admin.orders";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadStaffOrder(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return staffOrderAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "admin:orders.title", defaultValue: "Order desk" });

/** Staff order desk: look an order up by number and make one of the moves its status allows. */
export default function StaffOrdersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffOrdersPage loaderData={loaderData} actionData={actionData} />;
}
