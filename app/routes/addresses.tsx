import { useLocation } from "react-router";
import { AddressBook } from "~/features/account/AddressBook";
import { addressesAction, checkoutReturnPath, newAddressType } from "~/features/account/addresses.server";
import { loadCustomer } from "~/features/account/personal-area.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/addresses";

export async function loader({ context, url }: Route.LoaderArgs) {
  const customer = await loadCustomer(context, url);
  const { shop } = getRequestState(context);
  return {
    customer,
    countries: shop.domain.countries,
    links: { ...shop.links },
    editId: url.searchParams.get("edit"),
    done: url.searchParams.get("done"),
    checkoutPath: checkoutReturnPath(context, url),
    newType: newAddressType(url),
  };
}

export function action({ request, context, url }: Route.ActionArgs) {
  return addressesAction(request, context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "account:addresses.title", defaultValue: "Addresses" });

export default function AddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <AddressBook
      // Opened from checkout, every form keeps saying so (the action then names the cart).
      action={loaderData.checkoutPath ? `${pathname}?for=checkout` : pathname}
      checkoutPath={loaderData.checkoutPath}
      newType={loaderData.newType}
      customer={loaderData.customer}
      countries={loaderData.countries}
      editId={loaderData.editId}
      done={loaderData.done}
      result={actionData}
    />
  );
}
