import { productEndpoints } from "#contract/product/product.endpoints";
import {
  customConfigSchema,
  generateCustomConfigBodySchema,
  instructionBodySchema,
} from "#contract/product/product.requests";
import { lossLeaderInfoSchema } from "#contract/product/product.schemas";
import { findPage } from "../content/content.repository";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { toProductConfiguration } from "./configuration.view";
import { customConfigKey, customConfigKeyPattern } from "./custom-config";
import {
  quantityIssues,
  requireCataloguedProduct,
  requireProduct,
  selectionOrThrow,
} from "./product.service";

/** Product content around the configurator: instructions, loss leaders, shareable configurations. */

async function getInstruction(context: RequestContext) {
  const { pages_id: pageId } = await readJsonBody(context.request, instructionBodySchema);
  const page = await findPage(context.db, context.tenant.key, pageId);
  const blocks = page ? (JSON.parse(page.blocks_json) as { type: string; productKey?: string }[]) : [];
  const productKey = blocks.find((block) => block.type === "productIntro")?.productKey;
  if (!productKey) throw notFound("INSTRUCTION_NOT_FOUND", `No product instructions for page ${pageId}`);
  const { definition } = await requireCataloguedProduct(context, productKey);
  return {
    pageId,
    productKey,
    title: definition.instructions.title,
    items: definition.instructions.items,
    instructionFileUrl: null,
  };
}

async function getLossLeader(context: RequestContext) {
  const key = context.params.key ?? "";
  if (key.trim() === "") throw badRequest("LOSS_LEADER_KEY_MISSING", "No loss leader key found");
  const row = await context.db
    .selectFrom("loss_leaders")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row || (row.ends_at && Date.parse(row.ends_at) <= context.now().getTime())) {
    throw notFound("LOSS_LEADER_NOT_FOUND", `No loss leader ${key}`);
  }
  const product = await requireProduct(context, row.product_key);
  return {
    product: toProductConfiguration(product),
    lossLeader: {
      key: row.key,
      title: row.title,
      description: row.description,
      productConfigurationId: product.configurationId,
      config: lossLeaderConfigSchema.parse(JSON.parse(row.config_json)),
      promocodeId: row.promocode_id,
      endsAt: row.ends_at,
    },
  };
}

/** What a loss leader preselects: checked when read, since the column is free JSON. */
const lossLeaderConfigSchema = lossLeaderInfoSchema.shape.lossLeader.shape.config;

async function generateCustomConfig(context: RequestContext) {
  const body = await readJsonBody(context.request, generateCustomConfigBodySchema);
  const product = await requireProduct(context, body.productConfigurationId);
  const { definition } = product;
  // Only valid configurations are shareable: the key must reopen a priceable product.
  const selection = selectionOrThrow(definition, body.config.selectedAttributes, "config.selectedAttributes");
  if (body.config.quantity !== undefined) {
    const issues = quantityIssues(definition, [body.config.quantity], "config.quantity");
    if (issues.length > 0) throw badRequest("VALIDATION_ERROR", "The request body is invalid", issues);
  }
  const config = { ...body.config, selectedAttributes: selection };
  const key = customConfigKey(context.tenant.key, definition.productKey, config);
  await context.db
    .insertInto("product_custom_configs")
    .values({
      key,
      tenant_key: context.tenant.key,
      product_key: definition.productKey,
      config_json: JSON.stringify(config),
      created_at: context.now().toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  return { key, productConfigurationId: product.configurationId };
}

async function getCustomConfig(context: RequestContext) {
  const key = context.params.key ?? "";
  if (!customConfigKeyPattern.test(key)) throw badRequest("INVALID_KEY", "No custom product selection found");
  const row = await context.db
    .selectFrom("product_custom_configs")
    .selectAll()
    .where("key", "=", key)
    .where("tenant_key", "=", context.tenant.key)
    .executeTakeFirst();
  if (!row) throw notFound("CUSTOM_CONFIG_NOT_FOUND", "No custom product selection found");
  const product = await requireProduct(context, row.product_key);
  return {
    key,
    productConfigurationId: product.configurationId,
    productKey: row.product_key,
    config: customConfigSchema.parse(JSON.parse(row.config_json)),
  };
}

export const productContentRoutes: readonly RouteDefinition[] = [
  route(productEndpoints.instruction, getInstruction),
  route(productEndpoints.lossLeaderInfo, getLossLeader),
  route(productEndpoints.generateCustomConfig, generateCustomConfig),
  route(productEndpoints.customConfig, getCustomConfig),
];
