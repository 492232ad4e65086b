import { data } from "react-router";
import { UnsubscribePage } from "~/features/newsletter/NewsletterPages";
import { loadUnsubscribe, newsletterAction } from "~/features/newsletter/newsletter.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/newsletter-unsubscribe";

/** Works signed out and without JS: the mail's signed link is the proof. A bad link is a 400 that says so. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await loadUnsubscribe(context, url);
  return data(page, { status: page.problem ? 400 : 200 });
}

export function action({ context, request, url }: Route.ActionArgs) {
  return newsletterAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...screenMeta(matches, { key: "newsletter:unsubscribe.title", defaultValue: "Newsletter subscription" }),
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage data={loaderData} result={actionData} />;
}
