import { z } from "zod";
import { MAIL_STATUSES } from "./mail-statuses";

export { MAIL_STATUSES, type MailStatus } from "./mail-statuses";

/** The staff mail screen's view of the outbox (issue 36 §1, ADR 069). */

export const staffMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type StaffMail = z.infer<typeof staffMailSchema>;

export const staffMailListSchema = z.object({ mails: z.array(staffMailSchema) });
