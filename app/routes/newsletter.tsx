import { NewsletterPage, type NewsletterView } from "~/features/newsletter/NewsletterPages";
import { newsletterAction } from "~/features/newsletter/newsletter.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/newsletter";

/** Which step the screen shows, from its address (a mail's confirm link carries `confirm`). */
export function loader({ url }: Route.LoaderArgs): { view: NewsletterView } {
  const confirm = url.searchParams.get("confirm");
  if (url.searchParams.get("done") === "confirm") return { view: { step: "confirmed" } };
  if (confirm) return { view: { step: "confirm", token: confirm.slice(0, 600) } };
  if (url.searchParams.has("sent")) return { view: { step: "sent" } };
  return { view: { step: "form" } };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return newsletterAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...screenMeta(matches, { key: "newsletter:title", defaultValue: "Our newsletter" }),
  { name: "robots", content: "noindex" },
];

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterPage view={loaderData.view} result={actionData} />;
}
