import { authMiddleware } from "~/features/auth/require-auth.server";
import { screenMeta } from "~/features/layout/screen-meta";
import { requireScreen } from "~/features/screens/screen-guard.server";
import { WelcomePage } from "~/features/welcome/WelcomePage";
import { loadWelcomePage } from "~/features/welcome/welcome.server";
import type { Route } from "./+types/welcome";

/** Where registration lands (issue 16 §2, ADR 030); signed-in customers only. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, url }, next) => {
    requireScreen(context, url, "welcome");
    return next();
  },
  authMiddleware,
];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadWelcomePage(context, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "welcome:metaTitle", defaultValue: "Welcome" });

export default function WelcomeRoute({ loaderData }: Route.ComponentProps) {
  return <WelcomePage data={loaderData} />;
}
