import { useLocation } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { loadAccountData } from "~/features/account/account-data.server";
import { PaymentMethodList } from "~/features/account/PaymentMethodList";
import { paymentMethodsAction } from "~/features/account/payment-methods.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/payment-methods";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { methods } = await loadAccountData(context, url, accountEndpoints.paymentMethods);
  const { shop } = getRequestState(context);
  return { methods, links: { ...shop.links }, done: url.searchParams.get("done") };
}

export function action({ request, context, url }: Route.ActionArgs) {
  return paymentMethodsAction(request, context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "paymentMethods:title", defaultValue: "Payment methods" });

export default function PaymentMethodsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentMethodList
      action={useLocation().pathname}
      methods={loaderData.methods}
      done={loaderData.done}
      result={actionData}
    />
  );
}
