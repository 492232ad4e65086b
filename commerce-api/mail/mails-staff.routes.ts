import type { Selectable } from "kysely";
import { z } from "zod";
import { mailEndpoints } from "#contract/mail/mail.endpoints";
import { MAIL_STATUSES, type StaffMail } from "#contract/mail/staff-mail.schemas";
import { requireStaff } from "../accounts/staff-access";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { MailOutboxTable } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { parseQuery } from "../http/validation";

/**
 * The shop's outbox for staff (issue 36 §1, ADR 069): what is queued, sent or failed, and a resend of
 * a failed mail. Recipient, subject and the last error only: bodies hold sign-in and reset links.
 */

const LIST_LIMIT = 200;
const listQuery = z.object({ status: z.enum(MAIL_STATUSES).optional() });

type MailRow = Pick<
  Selectable<MailOutboxTable>,
  | "id"
  | "kind"
  | "recipient"
  | "subject"
  | "status"
  | "attempts"
  | "last_error"
  | "created_at"
  | "next_attempt_at"
  | "sent_at"
>;
const VIEW_COLUMNS = [
  "id",
  "kind",
  "recipient",
  "subject",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "next_attempt_at",
  "sent_at",
] as const;

const toView = (row: MailRow): StaffMail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  sentAt: row.sent_at,
});

/** GET admin/mails?status=: the shop's latest mails, newest first. */
async function listMails(context: RequestContext) {
  await requireStaff(context, "mails:read");
  const { status } = parseQuery(context.url, listQuery);
  let query = context.db
    .selectFrom("mail_outbox")
    .select(VIEW_COLUMNS)
    .where("tenant_key", "=", context.tenant.key)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(LIST_LIMIT);
  if (status) query = query.where("status", "=", status);
  return { mails: (await query.execute()).map(toView) };
}

/** POST admin/mail/{id}/resend: a failed mail is queued again, with a new day of retries. */
async function resendMail(context: RequestContext) {
  await requireStaff(context, "mails:write");
  const id = context.params.id ?? "";
  const now = context.now().toISOString();
  const updated = await context.db
    .updateTable("mail_outbox")
    .set({ status: "queued", attempts: 0, next_attempt_at: now, queued_at: now, claim_token: null })
    .where("id", "=", id)
    .where("tenant_key", "=", context.tenant.key)
    .where("status", "=", "failed")
    .executeTakeFirst();
  const row = await context.db
    .selectFrom("mail_outbox")
    .select(VIEW_COLUMNS)
    .where("id", "=", id)
    .where("tenant_key", "=", context.tenant.key)
    .executeTakeFirst();
  if (!row) throw notFound("MAIL_NOT_FOUND", "No such mail");
  if (Number(updated.numUpdatedRows) !== 1)
    throw new HttpError(409, "MAIL_NOT_FAILED", "Only a failed mail can be sent again");
  context.mail.queued();
  return toView(row);
}

export const staffMailRoutes: readonly RouteDefinition[] = [
  route(mailEndpoints.mails, listMails),
  route(mailEndpoints.resendMail, resendMail),
];
