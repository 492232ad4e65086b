import { useLocation } from "react-router";
import { readFormRules } from "#contract/account/form-rules";
import { redirectIfLoggedIn, signInReturnTo } from "~/features/auth/login.server";
import { RegisterForm } from "~/features/auth/RegisterForm";
import { RegistrationSent } from "~/features/auth/RegistrationSent";
import { REGISTRATION_SENT_PARAM, registerAction } from "~/features/auth/register.server";
import { withReturnTo } from "~/features/auth/return-to";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/register";

export function loader({ context, url }: Route.LoaderArgs) {
  redirectIfLoggedIn(context);
  const state = getRequestState(context);
  const { shop } = state;
  const redirectTo = signInReturnTo(context, url);
  const t = requestText(state);
  const sent = url.searchParams.has(REGISTRATION_SENT_PARAM);
  const title = sent
    ? t("auth:register.sent.title", { defaultValue: "Check your mailbox" })
    : t("auth:register.title", { defaultValue: "Create your account" });
  return {
    sent,
    title: `${title} | ${shop.domain.name}`,
    redirectTo,
    loginPath: shop.links.login ? withReturnTo(shop.links.login, redirectTo) : null,
    passwordRule: readFormRules(shop.rules).password,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, follow" },
];

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const action = useLocation().pathname;
  if (loaderData.sent && !actionData) return <RegistrationSent loginPath={loaderData.loginPath} />;
  return (
    <RegisterForm
      action={action}
      redirectTo={loaderData.redirectTo}
      result={actionData}
      loginPath={loaderData.loginPath}
      passwordRule={loaderData.passwordRule}
    />
  );
}
