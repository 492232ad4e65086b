/** The mail outbox (migration 033, ADR 069): one row per mail, queued in the transaction of its event. */
export type MailStatus = "queued" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: string;
  tenant_key: string;
  /** What the mail is about (password-reset, welcome, …), for the staff screen and logs. */
  kind: string;
  recipient: string;
  subject: string;
  /** The composed message (OutboxMessage as JSON): headers, text and HTML, fixed when queued. */
  message_json: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** The sender run holding the row while it delivers, and until when (a crashed one's lease expires). */
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  /** Start of the 24-hour delivery window: the first queueing, or the last resend by staff. */
  queued_at: string;
  sent_at: string | null;
}
export const MAIL_OUTBOX_COLUMNS = {
  id: true,
  tenant_key: true,
  kind: true,
  recipient: true,
  subject: true,
  message_json: true,
  status: true,
  attempts: true,
  next_attempt_at: true,
  claim_token: true,
  claimed_until: true,
  last_error: true,
  created_at: true,
  queued_at: true,
  sent_at: true,
} satisfies Record<keyof MailOutboxTable, true>;
