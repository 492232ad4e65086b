import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getRequestState } from "~/server/context.server";
import { type AgentCookie, agentSchema, isActiveAgent, readCookie } from "~/server/cookies.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { redirect } from "~/server/redirect.server";
import { clockNow } from "~/server/test-clock.server";
import { AGENT_DURATIONS, type AgentDuration } from "./agent-durations";
import { requireStaffScope } from "./staff-scope.server";

/**
 * /admin/agent (issue 19, spec §1/§6): a staff member with the `staff:agent` scope marks their own
 * browser as staff with the agent cookie — signed, issued to them, for a shift, a week or a month —
 * so admin screens and debug mode work away from the office network. Revoking removes it.
 */

const formSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("issue"),
    duration: z.enum(Object.keys(AGENT_DURATIONS) as [AgentDuration, ...AgentDuration[]]),
  }),
  z.object({ intent: z.literal("revoke") }),
]);

export async function loadStaffAgent(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const me = await requireStaffScope(context, url, "staff:agent");
  const { cookies, shop } = getRequestState(context);
  const current = await readCookie(cookies.agent, agentSchema, request.headers.get("cookie"));
  const active = isActiveAgent(current, clockNow()) ? current : null;
  return {
    email: me.email,
    current: active satisfies AgentCookie | null,
    done: url.searchParams.get("done"),
    locale: shop.domain.locale,
  };
}

export async function staffAgentAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const parsed = formSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refused(formError("admin:agent.invalid"), 400);
  const me = await requireStaffScope(context, url, "staff:agent");
  const { cookies } = getRequestState(context);
  if (parsed.data.intent === "revoke") {
    const cleared = await cookies.agent.serialize("", { maxAge: 0, expires: new Date(0) });
    return redirect(`${url.pathname}?done=revoked`, { status: 303, headers: { "Set-Cookie": cleared } });
  }
  const seconds = AGENT_DURATIONS[parsed.data.duration];
  const value: AgentCookie = { agent: me.email, expiresAt: clockNow() + seconds * 1000 };
  const issued = await cookies.agent.serialize(value, { maxAge: seconds });
  return redirect(`${url.pathname}?done=issued`, { status: 303, headers: { "Set-Cookie": issued } });
}
