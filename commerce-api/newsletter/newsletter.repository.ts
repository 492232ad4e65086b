import type { Kysely } from "kysely";
import type { Database, NewsletterSubscriptionsTable } from "../db/schema";

type Status = NewsletterSubscriptionsTable["status"];

export function findSubscription(db: Kysely<Database>, tenantKey: string, email: string) {
  return db
    .selectFrom("newsletter_subscriptions")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("email", "=", email)
    .executeTakeFirst();
}

/**
 * One subscription per address and shop; a customer with that address follows it (the profile's
 * newsletter box is the same subscription), in one transaction so the two never disagree.
 */
export async function setSubscription(
  context: { db: Kysely<Database>; tenant: { key: string }; now: () => Date },
  email: string,
  status: Status,
): Promise<void> {
  await context.db.transaction().execute((trx) => writeSubscription(trx, context, email, status));
}

/** setSubscription inside the caller's transaction (registration, a subscription and its mail). */
export async function writeSubscription(
  trx: Kysely<Database>,
  context: { tenant: { key: string }; now: () => Date },
  email: string,
  status: Status,
): Promise<void> {
  const now = context.now().toISOString();
  const confirmedAt = status === "subscribed" ? now : null;
  await trx
    .insertInto("newsletter_subscriptions")
    .values({ tenant_key: context.tenant.key, email, status, updated_at: now, confirmed_at: confirmedAt })
    .onConflict((conflict) =>
      conflict.columns(["tenant_key", "email"]).doUpdateSet({
        status,
        updated_at: now,
        ...(confirmedAt ? { confirmed_at: confirmedAt } : {}),
      }),
    )
    .execute();
  if (status === "pending") return;
  await trx
    .updateTable("customers")
    .set({ newsletter: status === "subscribed" ? 1 : 0 })
    .where("tenant_key", "=", context.tenant.key)
    .where("email", "=", email)
    .execute();
}

/** "m••••@example.com": enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(1, Math.min(4, local.length - 1)))}@${domain}`;
}
