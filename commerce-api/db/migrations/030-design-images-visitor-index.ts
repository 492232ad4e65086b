import type { Kysely } from "kysely";

/**
 * Handing a visitor's online designs over to the account (POST cart with a bearer, on every signed-in cart
 * view and sign-in) looked the visitor's pictures up by anonymous_user_id, which design_images had no index
 * for: every call read every uploaded picture of every shop (ADR 045).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("design_images_visitor")
    .on("design_images")
    .column("anonymous_user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("design_images_visitor").execute();
}
