import { randomUUID } from "node:crypto";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { deleteDesignBodySchema, saveDesignBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { SavedDesignsTable } from "../db/schema";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { authenticate } from "./sessions";

/** "My designs" (issue 6): configurations a customer keeps, reopened from their short key. */

const MAX_DESIGNS = 100;

const view = (row: SavedDesignsTable) => ({
  id: row.id,
  name: row.name,
  productName: row.product_name,
  pagePath: row.page_path,
  configKey: row.config_key,
  createdAt: row.created_at,
});

async function list(context: RequestContext, customerId: string) {
  const rows = await context.db
    .selectFrom("saved_designs")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("tenant_key", "=", context.tenant.key)
    .orderBy("created_at", "desc")
    .execute();
  return { designs: rows.map(view) };
}

async function listDesigns(context: RequestContext) {
  const { customer } = await authenticate(context);
  return list(context, customer.id);
}

async function saveDesign(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readJsonBody(context.request, saveDesignBodySchema);
  const key = await context.db
    .selectFrom("product_custom_configs")
    .select("key")
    .where("key", "=", body.configKey)
    .where("tenant_key", "=", context.tenant.key)
    .executeTakeFirst();
  if (!key) throw notFound("CONFIG_KEY_NOT_FOUND", "No configuration with this key");
  const { designs } = await list(context, customer.id);
  if (designs.length >= MAX_DESIGNS)
    throw badRequest("TOO_MANY_DESIGNS", `At most ${MAX_DESIGNS} saved designs`);
  await context.db
    .insertInto("saved_designs")
    .values({
      id: randomUUID(),
      tenant_key: context.tenant.key,
      customer_id: customer.id,
      name: body.name,
      product_name: body.productName,
      page_path: body.pagePath,
      config_key: body.configKey,
      created_at: context.now().toISOString(),
    })
    .execute();
  return list(context, customer.id);
}

async function deleteDesign(context: RequestContext) {
  const { customer } = await authenticate(context);
  const { id } = await readJsonBody(context.request, deleteDesignBodySchema);
  const deleted = await context.db
    .deleteFrom("saved_designs")
    .where("id", "=", id)
    .where("customer_id", "=", customer.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw notFound("DESIGN_NOT_FOUND", "No such design");
  return list(context, customer.id);
}

export const designRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.savedDesigns, listDesigns),
  route(accountEndpoints.saveDesign, saveDesign),
  route(accountEndpoints.deleteSavedDesign, deleteDesign),
];
