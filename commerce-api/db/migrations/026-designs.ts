import { type Kysely, sql } from "kysely";
import { blobType } from "../dialect";

/**
 * Online design (issue 14, ADR 035): the template browser's templates per tenant and format, the
 * shoppers' designs (scene JSON plus a PNG preview) and the pictures placed in them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("design_templates")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("format_key", "text", (c) => c.notNull())
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull())
    .addColumn("scene_json", "text", (c) => c.notNull())
    .addColumn("sort_index", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("design_templates_pk", ["tenant_key", "id"])
    .execute();
  await db.schema
    .createIndex("design_templates_browse")
    .on("design_templates")
    .columns(["tenant_key", "format_key", "sort_index"])
    .execute();
  await db.schema
    .createTable("designs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("cascade"))
    .addColumn("anonymous_user_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("product_key", "text", (c) => c.notNull())
    // The product page the design orders from ("my designs" links back to it).
    .addColumn("page_path", "text", (c) => c.notNull())
    .addColumn("format_key", "text", (c) => c.notNull())
    .addColumn("template_id", "text")
    .addColumn("scene_json", "text", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull())
    .addColumn("shared", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("preview_png", blobType(db))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("designs_owner", sql`customer_id is not null or anonymous_user_id is not null`)
    .execute();
  await db.schema
    .createIndex("designs_customer")
    .on("designs")
    .columns(["customer_id", "updated_at"])
    .execute();
  await db.schema.createIndex("designs_visitor").on("designs").columns(["anonymous_user_id"]).execute();
  await db.schema
    .createTable("design_images")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("cascade"))
    .addColumn("anonymous_user_id", "text")
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("file_type", "text", (c) => c.notNull().check(sql`file_type in ('png', 'jpeg', 'svg')`))
    .addColumn("width_px", "integer", (c) => c.notNull())
    .addColumn("height_px", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("design_images").execute();
  await db.schema.dropTable("designs").execute();
  await db.schema.dropTable("design_templates").execute();
}
