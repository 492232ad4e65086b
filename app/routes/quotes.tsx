import { QuotesPage } from "~/features/quotes/QuotesPage";
import { loadQuotes, quotesAction } from "~/features/quotes/quotes.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/quotes";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadQuotes(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return quotesAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "quotes:list.title", defaultValue: "My quotes" });

export default function QuotesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotesPage data={loaderData} result={actionData} />;
}
