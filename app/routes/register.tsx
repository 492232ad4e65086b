import { useLocation } from "react-router";
import { redirectIfLoggedIn, signInReturnTo } from "~/features/auth/login.server";
import { RegisterForm } from "~/features/auth/RegisterForm";
import { registerAction } from "~/features/auth/register.server";
import { withReturnTo } from "~/features/auth/return-to";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { readFormRules } from "../../contract/account/form-rules";
import type { Route } from "./+types/register";

export function loader({ context, url }: Route.LoaderArgs) {
  requireScreen(context, url, "register");
  redirectIfLoggedIn(context);
  const state = getRequestState(context);
  const { shop } = state;
  const redirectTo = signInReturnTo(context, url);
  const t = requestText(state);
  return {
    title: `${t("auth:register.title", { defaultValue: "Create your account" })} | ${shop.domain.name}`,
    redirectTo,
    loginPath: shop.links.login ? withReturnTo(shop.links.login, redirectTo) : null,
    passwordRule: readFormRules(shop.rules).password,
  };
}

export function action({ request, context, url }: Route.ActionArgs) {
  requireScreen(context, url, "register");
  return registerAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, follow" },
];

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegisterForm
      action={useLocation().pathname}
      redirectTo={loaderData.redirectTo}
      result={actionData}
      loginPath={loaderData.loginPath}
      passwordRule={loaderData.passwordRule}
    />
  );
}
