import { type Kysely, sql } from "kysely";
import { autoIncrementId } from "../dialect";

/**
 * Staff media library (issue 16 §6, ADR 029): images staff upload for content pages and product
 * images, stored under a content-hashed name, and the log of every change with the staff member.
 * A product may show a library image instead of its drawn one (products.image_url).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("file_type", "text", (c) => c.notNull().check(sql`file_type in ('png', 'jpeg')`))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("media_files_name", ["tenant_key", "name"])
    .execute();
  await db.schema
    .createTable("media_events")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("media_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('uploaded', 'placed', 'deleted')`))
    .addColumn("detail", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("products").addColumn("image_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("image_url").execute();
  await db.schema.dropTable("media_events").execute();
  await db.schema.dropTable("media_files").execute();
}
