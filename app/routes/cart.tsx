import { CartPage } from "~/features/cart/CartPage";
import { cartAction, loadCartPage } from "~/features/cart/cart.server";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { sessionIdMiddleware } from "~/server/session-id.server";
import type { Route } from "./+types/cart";

export const middleware: Route.MiddlewareFunction[] = [sessionIdMiddleware];

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = getRequestState(context);
  const { shop } = state;
  const t = requestText(state);
  return {
    title: `${t("cart:title", { defaultValue: "Your basket" })} | ${shop.domain.name}`,
    cart: await loadCartPage(context, url),
  };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return cartAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} actionData={actionData} />;
}
