import { type Kysely, sql } from "kysely";

/** Customers (and admins), their login sessions, failed-login tracking and server secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('customer', 'admin')`))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("user_category", "text", (c) => c.notNull().check(sql`user_category in ('1', '2')`))
    .addColumn("company_name", "text")
    .addColumn("vat_number", "text")
    .addColumn("newsletter", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_premium", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("premium_reason", "text")
    .addColumn("external_id", "text")
    .addColumn("has_wallet", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("wallet_credit_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_new_client", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("customers_tenant_email", ["tenant_key", "email"])
    .execute();

  await db.schema
    .createTable("auth_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
    .addColumn("strategy", "text", (c) => c.notNull())
    .addColumn("impersonator_id", "text", (c) => c.references("customers.id"))
    .addColumn("refresh_jti", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addPrimaryKeyConstraint("login_attempts_pk", ["tenant_key", "email"])
    .execute();

  await db.schema
    .createTable("secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}
