import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { mailEndpoints } from "#contract/mail/mail.endpoints";
import { MAIL_STATUSES, type StaffMail } from "#contract/mail/staff-mail.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { requireAdminSession } from "./login-as.server";
import { requireStaffScope } from "./staff-scope.server";

/** Staff mail screen (issue 36 §1, ADR 069): the shop's outbox, and a resend of a failed mail. */

export type { StaffMail };

const statusFilter = z.enum(MAIL_STATUSES);
const resendForm = z.object({ intent: z.literal("resend"), id: z.string().min(1).max(100) });

/** The filter of a URL: a known status, or "all" (the default: queued, sent and failed together). */
function statusOf(url: URL): StaffMail["status"] | "all" {
  return statusFilter.safeParse(url.searchParams.get("status")).data ?? "all";
}

export async function loadStaffMails(context: Readonly<RouterContextProvider>, url: URL) {
  await requireStaffScope(context, url, "mails:read");
  const { api, shop } = getRequestState(context);
  const status = statusOf(url);
  const list = await guardUpstream(() =>
    api.call(mailEndpoints.mails, {
      query: status === "all" ? {} : { status },
    }),
  );
  return {
    mails: list.mails,
    status,
    resent: url.searchParams.get("resent") === "1",
    locale: shop.domain.locale,
  };
}

/** POST intent=resend: 303 back to the list (JS off and on alike), or 400/404/409 saying why. */
export async function staffMailAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  requireAdminSession(context, url);
  const { api } = getRequestState(context);
  const parsed = await parseForm(request, resendForm);
  if (!parsed.ok) return refused({ ...formError("admin:mails.invalid"), id: parsed.values.id ?? "" }, 400);
  const resent = await expectRefusals([404, 409], () =>
    api.call(mailEndpoints.resendMail, {
      params: { id: parsed.data.id },
      body: {},
    }),
  );
  if (resent instanceof ApiError)
    return refused(
      {
        ...formError(resent.status === 409 ? "admin:mails.notFailed" : "admin:mails.invalid"),
        id: parsed.data.id,
      },
      resent.status,
    );
  const next = new URLSearchParams({ status: statusOf(url), resent: "1" });
  return redirect(`${url.pathname}?${next}`, 303);
}
