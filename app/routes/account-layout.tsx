import { Outlet } from "react-router";
import { AccountNav } from "~/features/account/AccountNav";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { screenGuardMiddleware } from "~/screens/screen-guard.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/account-layout";

/**
 * The personal area's one layout (issue 13): every screen under it answers only at this tenant's
 * own path and only to a signed-in customer, and shares the sidebar. The screens keep their own
 * loaders, actions and content.
 */
export const middleware: Route.MiddlewareFunction[] = [screenGuardMiddleware, authMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { links: { ...getRequestState(context).shop.links } };
}

/** The sidebar's links are the tenant's: nothing a screen does changes them. */
export function shouldRevalidate() {
  return false;
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container account-page account-layout">
      <AccountNav links={loaderData.links} />
      <Outlet />
    </div>
  );
}
