// npm run bench's catalogue growth (issue 18 §7): prepares a data dir (or DATABASE_URL) like the
// server does, then copies the French shop's standard business card — product, prices and page — until
// the shop sells `count` products, and rebuilds the search index. The copies are real rows: the
// product page, the quote and search treat them like any other product.
//   npx tsx scripts/bench-grow-catalogue.mts <dataDir> <count>
import { openDatabase } from "../commerce-api/db/database";
import { prepareCommerceDatabase } from "../commerce-api/prepare";
import { rebuildSearchIndex } from "../commerce-api/search/search.index";

const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isInteger(count) || count < 1) {
  console.error("usage: bench-grow-catalogue.mts <dataDir> <count>");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const TENANT = "fr";
const MODEL = "business-cards";

await prepareCommerceDatabase({ dataDir, databaseUrl });
const opened = openDatabase(dataDir, databaseUrl);
const { db } = opened;
try {
  const product = await db
    .selectFrom("products")
    .selectAll()
    .where("tenant_key", "=", TENANT)
    .where("product_key", "=", MODEL)
    .executeTakeFirstOrThrow();
  const prices = await db
    .selectFrom("product_prices")
    .selectAll()
    .where("tenant_key", "=", TENANT)
    .where("product_key", "=", MODEL)
    .execute();
  const page = await db
    .selectFrom("pages")
    .selectAll()
    .where("tenant_key", "=", TENANT)
    .where("key", "=", `product-${MODEL}`)
    .executeTakeFirstOrThrow();
  const { existing } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("existing"))
    .where("tenant_key", "=", TENANT)
    .executeTakeFirstOrThrow();

  await db.transaction().execute(async (trx) => {
    for (let copy = 1; copy <= count - Number(existing); copy++) {
      const key = `${MODEL}-copy-${copy}`;
      const name = `${page.title} ${copy}`;
      const definition = JSON.parse(product.definition_json) as Record<string, unknown>;
      // Each copy its own SKU, as a real catalogue's products have.
      const sku = `${product.mcp_sku}-${copy}`;
      await trx
        .insertInto("products")
        .values({
          ...product,
          product_key: key,
          configuration_id: `${TENANT}-${key}`,
          mcp_sku: sku,
          position: product.position + 100 + copy,
          definition_json: JSON.stringify({ ...definition, productKey: key, productName: name, mcpSku: sku }),
        })
        .execute();
      for (const price of prices) {
        await trx
          .insertInto("product_prices")
          .values({ ...price, product_key: key })
          .execute();
      }
      const { id: _id, ...pageRow } = page;
      await trx
        .insertInto("pages")
        .values({
          ...pageRow,
          key: `product-${key}`,
          path: page.path.replace(/\/$/, `-${copy}/`),
          title: name,
          meta_title: `${name} | bench`,
          blocks_json: page.blocks_json
            .replaceAll(`"productKey":"${MODEL}"`, `"productKey":"${key}"`)
            .replace(`"name":"${page.title}"`, `"name":"${name}"`),
        })
        .execute();
    }
  });
  await rebuildSearchIndex(db);
  console.info(`catalogue: ${Math.max(count, Number(existing))} products in the ${TENANT} shop`);
} finally {
  await opened.close();
}
