import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Issue 16 §4: a banner may target company accounts. SQLite cannot change a CHECK constraint in
 * place, so the banners table is rebuilt with the wider list and its rows copied over; PostgreSQL
 * swaps the constraint (the name it gave the column's CHECK in 001).
 */
const COLUMNS = sql.raw(
  "id, tenant_key, message, link_label, link_path, filter_date_start, filter_date_end, campaign_parameter, customer_target, priority",
);

async function rebuild(db: Kysely<unknown>, targets: readonly string[]): Promise<void> {
  const allowed = sql.join(targets.map((target) => sql.lit(target)));
  if (isPostgres(db)) return replaceCheck(db, allowed);
  await db.schema
    .createTable("banners_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link_label", "text")
    .addColumn("link_path", "text")
    .addColumn("filter_date_start", "text")
    .addColumn("filter_date_end", "text")
    .addColumn("campaign_parameter", "text")
    .addColumn("customer_target", "text", (c) => c.notNull().check(sql`customer_target in (${allowed})`))
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into banners_next (${COLUMNS}) select ${COLUMNS} from banners where customer_target in (${allowed})`.execute(
    db,
  );
  await db.schema.dropTable("banners").execute();
  await db.schema.alterTable("banners_next").renameTo("banners").execute();
}

async function replaceCheck(db: Kysely<unknown>, allowed: ReturnType<typeof sql.join>): Promise<void> {
  await sql`delete from banners where customer_target not in (${allowed})`.execute(db);
  await sql`alter table banners drop constraint banners_customer_target_check,
    add constraint banners_customer_target_check check (customer_target in (${allowed}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, ["all", "anonymous", "new", "returning", "premium", "company"]);
}

/** Company banners cannot be kept by the older table: they are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, ["all", "anonymous", "new", "returning", "premium"]);
}
