import type { Kysely } from "kysely";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import type { MailContent } from "./mail-layout";
import { absoluteLink, type MailIdentity, mailIdentity, queueMail } from "./mail-queue";

type MailContext = Pick<RequestContext, "tenant" | "mail" | "now">;

export const requestMailIdentity = (context: MailContext): MailIdentity =>
  mailIdentity(context.tenant, context.mail.defaultFrom);

/** A path of the shop as an absolute link on its public origin. */
export const shopLink = (context: MailContext, pathAndQuery: string): string =>
  absoluteLink(requestMailIdentity(context), pathAndQuery);

/** Queues the mail in `db`: the transaction of the event that causes it, where there is one. */
export async function queueRequestMail(
  context: MailContext,
  db: Kysely<Database>,
  content: MailContent,
): Promise<void> {
  await queueMail(db, context.tenant.key, requestMailIdentity(context), content, context.now());
  context.mail.queued();
}

/** Plain text split at blank lines, as layout paragraphs (mails written as one text). */
export function paragraphs(text: string): MailContent["blocks"] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ text: part }));
}
