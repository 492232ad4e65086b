import { useLocation } from "react-router";
import { authMiddleware } from "~/features/auth/require-auth.server";
import { QuoteRequestPage } from "~/features/quotes/QuoteRequestPage";
import { loadQuoteRequest, quoteRequestAction } from "~/features/quotes/quotes.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/quote-request";

/** Signed-in customers only (ADR 026): a visitor signs in and comes back with the configuration kept. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadQuoteRequest(context, url);
}

export function action({ context, request }: Route.ActionArgs) {
  return quoteRequestAction(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "quotes:request.title", defaultValue: "Request a custom quote" });

export default function QuoteRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <QuoteRequestPage
      data={loaderData}
      action={`${location.pathname}${location.search}`}
      result={actionData}
    />
  );
}
