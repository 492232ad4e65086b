import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Tenant } from "../tenant/tenant";
import { type MailContent, renderHtml, renderText, type ShopFooter } from "./mail-layout";

/** A composed mail as stored in mail_outbox.message_json: everything the sender needs, fixed when queued. */
export interface OutboxMessage {
  from: string;
  replyTo: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** RFC 5322 origination date: when the event queued it, the same on every retry. */
  date: string;
  headers: Record<string, string>;
}

/** Where a shop's absolute links point when it has no public origin configured (development). */
export const DEVELOPMENT_ORIGIN = "http://localhost:3000";

/** What a shop's mails are sent as: its sender, customer service for replies, and its public origin. */
export interface MailIdentity extends ShopFooter {
  from: string;
  replyTo: string;
}

type MailTenant = Pick<
  Tenant,
  "name" | "locale" | "supportEmail" | "supportPhone" | "publicOrigin" | "mailFrom"
>;

/** The shop's own sender wins, then MAIL_FROM, then the shop's name at its customer-service address. */
export function mailIdentity(tenant: MailTenant, defaultFrom: string | undefined): MailIdentity {
  return {
    shopName: tenant.name,
    language: tenant.locale.startsWith("fr") ? "fr" : "en",
    origin: (tenant.publicOrigin ?? DEVELOPMENT_ORIGIN).replace(/\/+$/, ""),
    supportEmail: tenant.supportEmail,
    supportPhone: tenant.supportPhone,
    from: tenant.mailFrom ?? defaultFrom ?? `${JSON.stringify(tenant.name)} <${tenant.supportEmail}>`,
    replyTo: `${JSON.stringify(tenant.name)} <${tenant.supportEmail}>`,
  };
}

/** A shop path (or path and query) as the absolute link a mail needs. */
export function absoluteLink(identity: Pick<MailIdentity, "origin">, pathAndQuery: string): string {
  return new URL(pathAndQuery, `${identity.origin}/`).toString();
}

function addressDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

export function composeMail(identity: MailIdentity, content: MailContent, now: Date): OutboxMessage {
  const headers: Record<string, string> = {};
  if (content.unsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${content.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    from: identity.from,
    replyTo: identity.replyTo,
    to: content.to,
    subject: content.subject,
    text: renderText(content, identity),
    html: renderHtml(content, identity),
    messageId: `<${randomUUID()}@${addressDomain(identity.from)}>`,
    date: now.toISOString(),
    headers,
  };
}

/**
 * Queues a mail. Pass the transaction of the event that causes it, so the mail exists exactly when
 * the event does; the sender delivers it after the commit.
 */
/** Mails waiting to go out and mails given up on (the /metrics gauge, issue 37 §2): one grouped count. */
export async function outboxDepth(db: Kysely<Database>): Promise<{ queued: number; failed: number }> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("status", "in", ["queued", "failed"])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { queued: count("queued"), failed: count("failed") };
}

export async function queueMail(
  db: Kysely<Database>,
  tenantKey: string,
  identity: MailIdentity,
  content: MailContent,
  now: Date,
): Promise<void> {
  const message = composeMail(identity, content, now);
  const at = now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      id: randomUUID(),
      tenant_key: tenantKey,
      kind: content.kind,
      recipient: content.to,
      subject: content.subject,
      message_json: JSON.stringify(message),
      status: "queued",
      attempts: 0,
      next_attempt_at: at,
      claim_token: null,
      claimed_until: null,
      last_error: null,
      created_at: at,
      queued_at: at,
      sent_at: null,
    })
    .execute();
}
