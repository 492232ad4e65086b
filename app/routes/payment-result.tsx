import { authMiddleware } from "~/features/auth/require-auth.server";
import { PaymentResultPage } from "~/features/cart/PaymentResultPage";
import { loadPaymentResult, paymentAction } from "~/features/cart/payment.server";
import { sessionIdMiddleware } from "~/server/session-id.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/payment-result";

export const middleware: Route.MiddlewareFunction[] = [sessionIdMiddleware, authMiddleware];

export async function loader({ context, url }: Route.LoaderArgs) {
  return { result: await loadPaymentResult(context, url) };
}

export function action({ context, request }: Route.ActionArgs) {
  return paymentAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "checkout:payment", defaultValue: "Payment" });

export default function PaymentResultRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentResultPage result={loaderData.result} actionData={actionData} />;
}
