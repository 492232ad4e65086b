/**
 * The states of a mail in the outbox (ADR 069), without zod: the staff screen's filter imports
 * this in the browser, and the client bundle check keeps zod out of every client chunk.
 */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
