import type { Kysely, Selectable } from "kysely";
import type { Design, DesignSummary, DesignTemplate } from "#contract/design/design.schemas";
import { type Scene, sceneSchema } from "#contract/design/scene.schemas";
import type { Database, DesignsTable, DesignTemplatesTable } from "../db/schema";

type Db = Kysely<Database>;

/** Who a design belongs to: a signed-in customer, or a visitor by anonymous id. */
export type DesignOwner =
  | { customerId: string; anonymousUserId?: undefined }
  | { customerId?: undefined; anonymousUserId: string };

export const ownerColumns = (owner: DesignOwner) => ({
  customer_id: owner.customerId ?? null,
  anonymous_user_id: owner.customerId ? null : (owner.anonymousUserId ?? null),
});

export const isOwner = (
  row: { customer_id: string | null; anonymous_user_id: string | null },
  owner: DesignOwner,
) =>
  owner.customerId
    ? row.customer_id === owner.customerId
    : row.customer_id === null && row.anonymous_user_id === owner.anonymousUserId;

export const sceneOf = (json: string): Scene => sceneSchema.parse(JSON.parse(json));

export function templateView(row: DesignTemplatesTable): DesignTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    formatKey: row.format_key,
    family: row.family,
    pages: row.pages,
    scene: sceneOf(row.scene_json),
  };
}

export function designSummary(row: Selectable<DesignsTable>): DesignSummary {
  return {
    id: row.id,
    name: row.name,
    productKey: row.product_key,
    pagePath: row.page_path,
    formatKey: row.format_key,
    templateId: row.template_id,
    pages: row.pages,
    shared: row.shared === 1,
    updatedAt: row.updated_at,
  };
}

export const designView = (row: Selectable<DesignsTable>, owned: boolean): Design => ({
  ...designSummary(row),
  scene: sceneOf(row.scene_json),
  owned,
});

export function findDesign(db: Db, tenantKey: string, id: string) {
  return db
    .selectFrom("designs")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function listDesigns(db: Db, tenantKey: string, owner: DesignOwner) {
  let query = db.selectFrom("designs").selectAll().where("tenant_key", "=", tenantKey);
  query = owner.customerId
    ? query.where("customer_id", "=", owner.customerId)
    : query.where("customer_id", "is", null).where("anonymous_user_id", "=", owner.anonymousUserId ?? "");
  return query.orderBy("updated_at", "desc").orderBy("id").limit(200).execute();
}

/** Login hand-over, like the cart's: a visitor's designs and pictures become the customer's. */
export async function handOverDesigns(
  db: Db,
  tenantKey: string,
  anonymousUserId: string,
  customerId: string,
) {
  const visitorsOwn = (table: "designs" | "design_images") =>
    db
      .selectFrom(table)
      .select("id")
      .where("tenant_key", "=", tenantKey)
      .where("customer_id", "is", null)
      .where("anonymous_user_id", "=", anonymousUserId);
  // Looked at first, both tables in one query: there is seldom anything to hand over, and an UPDATE
  // takes the database's write lock even when it changes no row — on every signed-in cart view,
  // queued behind other processes' writes.
  const waiting = await db
    .selectNoFrom((eb) => [
      eb.exists(visitorsOwn("designs")).as("designs"),
      eb.exists(visitorsOwn("design_images")).as("design_images"),
    ])
    .executeTakeFirstOrThrow();
  for (const table of ["designs", "design_images"] as const) {
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    if (!waiting[table]) continue;
    await db
      .updateTable(table)
      .set({ customer_id: customerId, anonymous_user_id: null })
      .where("tenant_key", "=", tenantKey)
      .where("customer_id", "is", null)
      .where("anonymous_user_id", "=", anonymousUserId)
      .execute();
  }
}
