import { useLocation } from "react-router";
import { ACCOUNT_DELETED } from "~/features/account/my-data";
import { LoginForm } from "~/features/auth/LoginForm";
import { loginAction, redirectIfLoggedIn, signInReturnTo } from "~/features/auth/login.server";
import { withReturnTo } from "~/features/auth/return-to";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/login";

export function loader({ context, url }: Route.LoaderArgs) {
  redirectIfLoggedIn(context);
  const state = getRequestState(context);
  const { shop } = state;
  const redirectTo = signInReturnTo(context, url);
  const t = requestText(state);
  return {
    title: `${t("auth:login.title", { defaultValue: "Sign in" })} | ${shop.domain.name}`,
    redirectTo,
    forCheckout: Boolean(shop.links.checkout && redirectTo.startsWith(shop.links.checkout)),
    // Switching to registration keeps where the shopper is going.
    registerPath: shop.links.register ? withReturnTo(shop.links.register, redirectTo) : null,
    passwordResetPath: shop.links.passwordReset ?? null,
    accountDeleted: url.searchParams.get("done") === ACCOUNT_DELETED,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, follow" },
];

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      action={useLocation().pathname}
      redirectTo={loaderData.redirectTo}
      result={actionData}
      registerPath={loaderData.registerPath}
      passwordResetPath={loaderData.passwordResetPath}
      forCheckout={loaderData.forCheckout}
      accountDeleted={loaderData.accountDeleted}
    />
  );
}
