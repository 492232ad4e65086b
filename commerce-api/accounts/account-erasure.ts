import { unlink } from "node:fs/promises";
import path from "node:path";
import type { RequestContext } from "../context";
import type { CustomerRow } from "../db/schema";
import { designImageDir } from "../design/design-images";
import { HttpError } from "../http/errors";
import { logger } from "../logger";

/**
 * Erasure of a customer's account on their request (GDPR art. 17; issue 36 §7, ADR 075).
 *
 * What the law makes the shop keep stays: orders as placed (they are the invoices' content: 10 years
 * in France, 6 in the UK), payments and wallet movements. Everything else that is about the person is
 * deleted, and the customer row keeps only what those records need to point at: no name, email,
 * phone, company or password. Refused while an order is still being made (its delivery needs the
 * address and the contact) and while the wallet holds money (it would be lost).
 */

/** Orders past these are done with the customer's contact details. */
const SETTLED_STATUSES = ["shipped", "delivered", "cancelled"];

export async function refuseErasureWhileOpen(context: RequestContext, customer: CustomerRow): Promise<void> {
  if (customer.role === "admin")
    throw new HttpError(403, "STAFF_ACCOUNT", "Staff accounts are closed by another admin, not deleted here");
  const open = await context.db
    .selectFrom("orders")
    .select("order_number")
    .where("customer_id", "=", customer.id)
    .where("status", "not in", SETTLED_STATUSES)
    .orderBy("created_at")
    .execute();
  if (open.length > 0) {
    const numbers = open.map((order) => order.order_number).join(", ");
    throw new HttpError(409, "OPEN_ORDERS", `These orders are still in progress: ${numbers}`);
  }
  if (customer.wallet_credit_cents > 0)
    throw new HttpError(
      409,
      "WALLET_NOT_EMPTY",
      "The wallet still holds credit: ask customer service to pay it out",
    );
}

/** Deletes or blanks every personal record of the customer in one transaction. */
export async function eraseCustomer(context: RequestContext, customer: CustomerRow): Promise<void> {
  const id = customer.id;
  const tenantKey = context.tenant.key;
  const now = context.now().toISOString();
  const images = await context.db.transaction().execute(async (trx) => {
    const addressIds = trx.selectFrom("customer_addresses").select("id").where("customer_id", "=", id);
    await trx.deleteFrom("cart_addresses").where("customer_address_id", "in", addressIds).execute();
    await trx
      .updateTable("customers")
      .set({ default_shipping_address_id: null, default_billing_address_id: null })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("customer_addresses").where("customer_id", "=", id).execute();
    for (const table of [
      "payment_methods",
      "saved_designs",
      "auth_sessions",
      "password_resets",
      "sign_in_links",
      "customer_events",
      "order_drafts",
    ] as const) {
      await trx.deleteFrom(table).where("customer_id", "=", id).execute();
    }
    // Quotes that became an order belong to that order's record; the others were only questions.
    await trx
      .deleteFrom("quote_requests")
      .where("customer_id", "=", id)
      .where("order_id", "is", null)
      .execute();
    const storedImages = await trx
      .selectFrom("design_images")
      .select("stored_name")
      .where("customer_id", "=", id)
      .execute();
    await trx.deleteFrom("design_images").where("customer_id", "=", id).execute();
    await trx.deleteFrom("designs").where("customer_id", "=", id).execute();
    await trx.updateTable("carts").set({ customer_id: null }).where("customer_id", "=", id).execute();
    await trx
      .deleteFrom("newsletter_subscriptions")
      .where("tenant_key", "=", tenantKey)
      .where("email", "=", customer.email)
      .execute();
    await trx
      .deleteFrom("login_attempts")
      .where("tenant_key", "=", tenantKey)
      .where("email", "=", customer.email)
      .execute();
    // Mails are about the person; the queue's copies (sent or not) go with the account.
    await trx
      .deleteFrom("mail_outbox")
      .where("tenant_key", "=", tenantKey)
      .where("recipient", "=", customer.email)
      .execute();
    await trx
      .updateTable("customers")
      .set({
        email: `deleted-${id}@deleted.invalid`,
        password_hash: "!deleted",
        first_name: "",
        last_name: "",
        phone: null,
        company_name: null,
        vat_number: null,
        company_registration_number: null,
        invoice_email: null,
        external_id: null,
        premium_reason: null,
        newsletter: 0,
        deleted_at: now,
      })
      .where("id", "=", id)
      .execute();
    return storedImages;
  });
  await removeDesignImageFiles(context, images);
}

/** After the commit: a file left behind by a failed unlink is logged, the account is still erased. */
async function removeDesignImageFiles(context: RequestContext, images: { stored_name: string }[]) {
  const dir = designImageDir(context);
  for (const image of images) {
    await unlink(path.join(dir, image.stored_name)).catch((error: unknown) => {
      if ((error as { code?: string }).code !== "ENOENT")
        logger.warn({ err: error, file: image.stored_name }, "an erased customer's image stayed on disk");
    });
  }
}
