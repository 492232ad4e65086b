import { authMiddleware, loginRedirect } from "~/features/auth/require-auth.server";
import { SignInLinkPage } from "~/features/welcome/SignInLinkPage";
import { signInLinkAction, signInLinkToken } from "~/features/welcome/sign-in-link.server";
import { WelcomePage } from "~/features/welcome/WelcomePage";
import { loadWelcomePage } from "~/features/welcome/welcome.server";
import { getRequestState } from "~/server/context.server";
import { formErrorOf } from "~/server/form-errors";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/welcome";

/**
 * Where registration lands (issue 16 §2, ADR 030), for signed-in customers; and where the mail's
 * sign-in link points (ADR 066): a visitor not signed in, holding a link, gets its one button.
 */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => {
    const holdsLink = args.request.method === "POST" || signInLinkToken(args.url) !== null;
    if (holdsLink && !getRequestState(args.context).auth) return next();
    return authMiddleware(args, next);
  },
];

export async function loader({ context, url }: Route.LoaderArgs) {
  if (!getRequestState(context).auth) {
    const token = signInLinkToken(url);
    // After a refused POST without a link, the page is not for an anonymous visitor either.
    if (!token) throw loginRedirect(context, url);
    return { kind: "signInLink" as const, token };
  }
  return { kind: "welcome" as const, ...(await loadWelcomePage(context, url)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return signInLinkAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "welcome:metaTitle", defaultValue: "Welcome" });

export default function WelcomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "signInLink")
    return <SignInLinkPage token={loaderData.token} error={formErrorOf(actionData)} />;
  return <WelcomePage data={loaderData} />;
}
