import { useLocation } from "react-router";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { CheckoutPage } from "~/features/cart/CheckoutPage";
import { checkoutAction, loadCheckout } from "~/features/cart/checkout.server";
import { validCartMiddleware } from "~/features/cart/valid-cart.server";
import { sessionIdMiddleware } from "~/server/session-id.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/checkout";

export const middleware: Route.MiddlewareFunction[] = [
  authMiddleware,
  sessionIdMiddleware,
  validCartMiddleware,
];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadCheckout(context, url);
}

export function action({ context, request }: Route.ActionArgs) {
  return checkoutAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "checkout:title", defaultValue: "Checkout" });

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage checkout={loaderData} result={actionData} action={useLocation().pathname} />;
}
