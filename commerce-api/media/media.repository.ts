import type { Kysely } from "kysely";
import type { MediaUse } from "#contract/media/media.schemas";
import { mediaPath } from "#contract/media/media.schemas";
import { contentBlocksSchema } from "../content/content.blocks";
import { containsText } from "../db/dialect";
import type { Database, MediaFilesTable } from "../db/schema";
import { imageSlots, MEDIA_CONTENT_TYPES, mediaNamesOfBlocks } from "./media.rules";

/** Database access of the media library (issue 16 §6). Tenant scoping happens here, on every query. */

type Db = Kysely<Database>;

export function findMedia(db: Db, tenantKey: string, id: string) {
  return db
    .selectFrom("media_files")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function findMediaByName(db: Db, tenantKey: string, name: string) {
  return db
    .selectFrom("media_files")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("name", "=", name)
    .executeTakeFirst();
}

/** Newest first; `query` filters by the uploaded file's name. */
export function listMedia(db: Db, tenantKey: string, query: string) {
  let select = db.selectFrom("media_files").selectAll().where("tenant_key", "=", tenantKey);
  if (query) {
    select = select.where((eb) =>
      eb.or([containsText(db, eb.ref("original_name"), query), containsText(db, eb.ref("name"), query)]),
    );
  }
  return select.orderBy("created_at", "desc").orderBy("id").limit(200).execute();
}

interface PageImages {
  id: number;
  title: string;
  path: string;
  blocks: ReturnType<typeof contentBlocksSchema.parse>;
}

/** The tenant's pages that have a place for an image, with their blocks. */
export async function pagesWithImages(db: Db, tenantKey: string): Promise<PageImages[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "title", "path", "blocks_json"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("path")
    .execute();
  return rows.flatMap((row) => {
    const blocks = contentBlocksSchema.safeParse(JSON.parse(row.blocks_json));
    if (!blocks.success || imageSlots(blocks.data).length === 0) return [];
    return [{ id: row.id, title: row.title, path: row.path, blocks: blocks.data }];
  });
}

export async function productImages(db: Db, tenantKey: string) {
  const rows = await db
    .selectFrom("products")
    .select(["product_key", "definition_json", "image_url"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    productKey: row.product_key,
    name: String(
      (JSON.parse(row.definition_json) as { productName?: string }).productName ?? row.product_key,
    ),
    imageUrl: row.image_url,
  }));
}

/** Where each library image is used, by name: page slots and products. */
export async function mediaUses(db: Db, tenantKey: string): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const add = (name: string, use: MediaUse) => uses.set(name, [...(uses.get(name) ?? []), use]);
  for (const page of await pagesWithImages(db, tenantKey)) {
    for (const name of mediaNamesOfBlocks(page.blocks))
      add(name, { kind: "page", target: `page:${page.id}`, label: `${page.title} (${page.path})` });
  }
  for (const product of await productImages(db, tenantKey)) {
    const name = product.imageUrl?.slice(mediaPath("").length);
    if (name) add(name, { kind: "product", target: `product:${product.productKey}`, label: product.name });
  }
  return uses;
}

export function mediaView(row: MediaFilesTable, usedBy: MediaUse[]) {
  return {
    id: row.id,
    name: row.name,
    url: mediaPath(row.name),
    fileName: row.original_name,
    contentType: MEDIA_CONTENT_TYPES[row.file_type],
    width: row.width,
    height: row.height,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    createdBy: row.created_by,
    usedBy,
  };
}

export function recordMediaEvent(
  db: Db,
  event: {
    tenantKey: string;
    name: string;
    action: "uploaded" | "placed" | "deleted";
    detail: string | null;
    actor: string;
    at: string;
  },
) {
  return db
    .insertInto("media_events")
    .values({
      tenant_key: event.tenantKey,
      media_name: event.name,
      action: event.action,
      detail: event.detail,
      actor: event.actor,
      at: event.at,
    })
    .execute();
}

export async function recentMediaEvents(db: Db, tenantKey: string) {
  const rows = await db
    .selectFrom("media_events")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
  return rows.map((row) => ({
    name: row.media_name,
    action: row.action,
    detail: row.detail,
    actor: row.actor,
    at: row.at,
  }));
}
