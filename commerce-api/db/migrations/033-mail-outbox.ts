import type { Kysely } from "kysely";

/**
 * Mail delivery for real (issue 36 §1, ADR 069). mail_outbox holds every outgoing mail, written in the
 * transaction of the event that causes it, so a mail is neither lost when the SMTP server is down nor
 * sent for an event that rolled back; a sender claims due rows with a token and a lease, so several
 * processes on one database send each mail once. Tenants get the two settings mails need: their public
 * origin (absolute links) and, optionally, their own sender.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message_json", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claim_token", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The sender's question ("what is due?") and the staff screen's (a tenant's mails by status).
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("mail_outbox_tenant")
    .on("mail_outbox")
    .columns(["tenant_key", "status", "created_at"])
    .execute();
  await db.schema.alterTable("tenants").addColumn("public_origin", "text").execute();
  await db.schema.alterTable("tenants").addColumn("mail_from", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.alterTable("tenants").dropColumn("public_origin").execute();
  await db.schema.alterTable("tenants").dropColumn("mail_from").execute();
}
