import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type {
  NewsletterState,
  NewsletterSubscribeBody,
  NewsletterTokenBody,
} from "#contract/account/newsletter.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import { type FormResult, formError, refused } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";

const token = z.string().min(10, { error: "newsletter:link.invalid" }).max(600);

/** The calls a mailed link makes, by the form's intent. */
const NEWSLETTER_LINKS = {
  confirm: accountEndpoints.newsletterConfirm,
  unsubscribe: accountEndpoints.newsletterUnsubscribe,
  resubscribe: accountEndpoints.newsletterResubscribe,
} as const;

const newsletterForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("subscribe"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: "newsletter:error.email" })),
  }),
  z.object({ intent: z.literal("confirm"), token }),
  z.object({ intent: z.literal("unsubscribe"), token }),
  z.object({ intent: z.literal("resubscribe"), token }),
]);

/** A refused form or link: the address's problem under `email`, a link's under `form` (dictionary keys). */
export type NewsletterActionData = FormResult;

/** The API's refusal of a signed link, as the shopper reads it. */
function linkProblem(error: ApiError): string {
  return error.code === "LINK_EXPIRED" ? "newsletter:link.expired" : "newsletter:link.invalid";
}

/**
 * The newsletter screens' one action (issue 16 §3): subscribe (a confirmation mail, double
 * opt-in), confirm, unsubscribe and re-subscribe with a signed link. Each answers a 303 to the
 * screen's next state, or the reason the form or link was refused (nothing changed).
 */
/**
 * A mail client's one-click unsubscribe (RFC 8058): a POST of `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, whose query holds the signed token; it unsubscribes like the page's button.
 */
function oneClickForm(url: URL) {
  return z.preprocess(
    (values) =>
      (values as Record<string, string>)["List-Unsubscribe"] === "One-Click"
        ? { intent: "unsubscribe", token: url.searchParams.get("token") ?? "" }
        : values,
    newsletterForm,
  );
}

export async function newsletterAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const { api } = getRequestState(context);
  const parsed = await parseForm(request, oneClickForm(url));
  if (!parsed.ok) {
    const values = parsed.values.email === undefined ? {} : { values: { email: parsed.values.email } };
    if (parsed.errors.email) return refused({ errors: { email: parsed.errors.email }, ...values }, 400);
    return refused({ ...formError(parsed.errors.token ?? "newsletter:link.invalid"), ...values }, 400);
  }
  const input = parsed.data;
  if (input.intent === "subscribe") {
    await expectRefusals([], () =>
      api.call(accountEndpoints.newsletterSubscribe, {
        body: { email: input.email } satisfies NewsletterSubscribeBody,
      }),
    );
    return redirect(`${url.pathname}?sent=1`, 303);
  }
  const result = await expectRefusals([400], () =>
    api.call(NEWSLETTER_LINKS[input.intent], {
      body: { token: input.token } satisfies NewsletterTokenBody,
    }),
  );
  if (result instanceof ApiError) return refused(formError(linkProblem(result)), 400);
  const next = new URLSearchParams({ done: input.intent });
  if (input.intent !== "confirm") next.set("token", input.token);
  return redirect(`${url.pathname}?${next.toString()}`, 303);
}

export type UnsubscribeData =
  | { token: string; state: NewsletterState; done: string | null; problem: null }
  | { token: null; state: null; done: null; problem: string };

/** The unsubscribe screen: what the link is about, read with the link's own token. */
export async function loadUnsubscribe(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<UnsubscribeData> {
  const { api } = getRequestState(context);
  const given = url.searchParams.get("token") ?? "";
  if (!token.safeParse(given).success)
    return { token: null, state: null, done: null, problem: "newsletter:link.invalid" };
  const state = await expectRefusals([400], () =>
    api.call(accountEndpoints.newsletterState, {
      body: { token: given } satisfies NewsletterTokenBody,
    }),
  );
  if (state instanceof ApiError) return { token: null, state: null, done: null, problem: linkProblem(state) };
  return { token: given, state, done: url.searchParams.get("done"), problem: null };
}
