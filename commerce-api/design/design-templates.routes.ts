import { templateQuerySchema } from "#contract/design/design.schemas";
import { designFormatOfSelection } from "#contract/design/formats";
import type { RequestContext } from "../context";
import { containsText } from "../db/dialect";
import { badRequest, notFound } from "../http/errors";
import { validate } from "../http/validation";
import { requireProduct } from "../product/product.service";
import { templateView } from "./design.repository";

/**
 * GET /api/design-browser-templates (spec §7): one format's templates, at most 20 per request,
 * paged by an opaque cursor; filtered by category and a text query on name and category.
 */
const encodeCursor = (sortIndex: number, id: string) =>
  Buffer.from(JSON.stringify([sortIndex, id])).toString("base64url");

function decodeCursor(cursor: string): [number, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "number" && typeof value[1] === "string")
      return [value[0], value[1]];
  } catch {}
  throw badRequest("CURSOR_INVALID", "This cursor doesn't come from a previous page");
}

async function formatOf(context: RequestContext, productId: string | undefined, format: string | undefined) {
  if (format) return format;
  if (!productId) throw badRequest("VALIDATION_ERROR", "Give a productId or a format");
  const product = await requireProduct(context, productId);
  if (!product.definition.designExperience)
    throw notFound("DESIGN_NOT_OFFERED", "This product can't be designed online");
  const defaults = Object.fromEntries(
    product.definition.features.map((feature) => [feature.name, feature.defaultValue]),
  );
  const found = designFormatOfSelection(defaults);
  if (!found) throw notFound("DESIGN_NOT_OFFERED", "This product has no format to design");
  return found.key;
}

export async function listTemplates(context: RequestContext) {
  const query = validate(templateQuerySchema, Object.fromEntries(context.url.searchParams), "query");
  const formatKey = await formatOf(context, query.productId, query.format);
  let select = context.db
    .selectFrom("design_templates")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("format_key", "=", formatKey);
  if (query.category) select = select.where("category", "=", query.category);
  if (query.q) {
    const text = query.q;
    const db = context.db;
    select = select.where((eb) =>
      eb.or([containsText(db, eb.ref("name"), text), containsText(db, eb.ref("category"), text)]),
    );
  }
  if (query.cursor) {
    const [sortIndex, id] = decodeCursor(query.cursor);
    select = select.where((eb) =>
      eb.or([
        eb("sort_index", ">", sortIndex),
        eb.and([eb("sort_index", "=", sortIndex), eb("id", ">", id)]),
      ]),
    );
  }
  const rows = await select
    .orderBy("sort_index")
    .orderBy("id")
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const categories = await context.db
    .selectFrom("design_templates")
    .select("category")
    .distinct()
    .where("tenant_key", "=", context.tenant.key)
    .where("format_key", "=", formatKey)
    .orderBy("category")
    .execute();
  return {
    templates: page.map(templateView),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.sort_index, last.id) : null,
    categories: categories.map((row) => row.category),
    formatKey,
  };
}

/** GET /api/v1/design-browser-templates/{id}: one template, to start a design from. */
export async function getTemplate(context: RequestContext) {
  const row = await context.db
    .selectFrom("design_templates")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("id", "=", context.params.id ?? "")
    .executeTakeFirst();
  if (!row) throw notFound("TEMPLATE_NOT_FOUND", "No such template");
  return templateView(row);
}
