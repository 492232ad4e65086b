import { CartPage } from "~/features/cart/CartPage";
import { cartAction, loadCartPage } from "~/features/cart/cart.server";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { createI18n } from "~/i18n/i18n";
import { getRequestState } from "~/server/context.server";
import { sessionIdMiddleware } from "~/server/session-id.server";
import type { Route } from "./+types/cart";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "cart");
    return next();
  },
  sessionIdMiddleware,
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  const t = createI18n({ locale: shop.domain.locale, dictionaries: shop.dictionaries }).t;
  return {
    title: `${t("cart:title", { defaultValue: "Your cart" })} | ${shop.domain.name}`,
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
