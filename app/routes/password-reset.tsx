import { useLocation } from "react-router";
import { readFormRules } from "#contract/account/form-rules";
import { redirectIfLoggedIn } from "~/features/auth/login.server";
import { PasswordResetForm } from "~/features/auth/PasswordResetForm";
import { passwordResetAction } from "~/features/auth/password-reset.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/password-reset";

export function loader({ context, url }: Route.LoaderArgs) {
  redirectIfLoggedIn(context);
  const token = url.searchParams.get("token") ?? "";
  const stage = url.searchParams.has("done")
    ? "done"
    : token
      ? "confirm"
      : url.searchParams.has("sent")
        ? "sent"
        : "request";
  const { shop } = getRequestState(context);
  return {
    stage,
    token,
    loginPath: shop.links.login ?? null,
    passwordRule: readFormRules(shop.rules).password,
  } as const;
}

export function action({ request, context, url }: Route.ActionArgs) {
  return passwordResetAction(request, context, url);
}

// The link carries a secret: keep it out of Referer headers and search engines.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });
export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "auth:reset.title", defaultValue: "Reset your password" });

export default function PasswordResetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordResetForm
      action={useLocation().pathname}
      stage={loaderData.stage}
      token={loaderData.token}
      loginPath={loaderData.loginPath}
      result={actionData}
      passwordRule={loaderData.passwordRule}
    />
  );
}
