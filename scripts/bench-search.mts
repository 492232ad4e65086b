// npm run bench:search — p50/p99 of GET /api/v1/search/ in the commerce API (in-process handler, no
// HTTP) over a generated 500-product catalogue per tenant (issue 15: p50 ≤ 10 ms). Run with tsx.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCommerceApi } from "../commerce-api";
import { openDatabase } from "../commerce-api/db/database";
import { rebuildSearchIndex } from "../commerce-api/search/search.index";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const QUERIES = [
  "cartes",
  "carte de visite",
  "flyr",
  "étiquette",
  "pellicul",
  "papier couché",
  "xylophone",
  "a",
];
const WORDS = ["premium", "éco", "luxe", "express", "mat", "brillant", "recyclé", "kraft", "mini", "maxi"];

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
// One client asks thousands of times a minute: lift the per-client search limit (ADR 019).
const api = createCommerceApi({ dataDir, limits: { factor: 10_000 } });
await api.ready;

// Clone the seeded products and their pages into a 500-product catalogue, then rebuild the index.
const { db } = openDatabase(dataDir);
for (const tenant of ["fr", "en"]) {
  const products = await db.selectFrom("products").selectAll().where("tenant_key", "=", tenant).execute();
  const prices = await db.selectFrom("product_prices").selectAll().where("tenant_key", "=", tenant).execute();
  const pages = await db
    .selectFrom("pages")
    .selectAll()
    .where("tenant_key", "=", tenant)
    .where("layout", "=", "product")
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let n = products.length; n < PRODUCTS; n++) {
      const base = products[n % products.length];
      if (!base) continue;
      const page = pages.find((candidate) =>
        candidate.blocks_json.includes(`"productKey":"${base.product_key}"`),
      );
      if (!page) continue;
      const key = `${base.product_key}-${n}`;
      const word = `${WORDS[n % WORDS.length]} ${n}`;
      const definition = JSON.parse(base.definition_json);
      definition.productKey = key;
      definition.productName = `${definition.productName} ${word}`;
      await trx
        .insertInto("products")
        .values({
          ...base,
          product_key: key,
          configuration_id: `${tenant}-${key}`,
          position: n,
          definition_json: JSON.stringify(definition),
        })
        .execute();
      for (const price of prices.filter((row) => row.product_key === base.product_key))
        await trx
          .insertInto("product_prices")
          .values({ ...price, product_key: key })
          .execute();
      const blocks = JSON.parse(page.blocks_json);
      blocks[0].productKey = key;
      blocks[0].name = `${blocks[0].name} ${word}`;
      const { id: _id, ...rest } = page;
      await trx
        .insertInto("pages")
        .values({
          ...rest,
          key: `${page.key}-${n}`,
          path: `${page.path}${n}/`,
          title: blocks[0].name,
          blocks_json: JSON.stringify(blocks),
        })
        .execute();
    }
  });
}
let started = performance.now();
await rebuildSearchIndex(db);
process.stdout.write(`index rebuilt in ${(performance.now() - started).toFixed(0)} ms\n`);

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of QUERIES) {
    for (const [tenant, currency] of [
      ["fr", "EUR"],
      ["en", "GBP"],
    ] as const) {
      started = performance.now();
      const response = await api.handler(
        new Request(`http://bench/api/v1/search/?q=${encodeURIComponent(q)}`, {
          headers: { "fe-x-tenant": tenant, "fe-x-active-currency": currency },
        }),
      );
      await response.arrayBuffer();
      if (round > 0) timings.push(performance.now() - started); // round 0 warms up
      if (response.status !== 200) throw new Error(`${q}: ${response.status}`);
    }
  }
}
timings.sort((a, b) => a - b);
const at = (p: number) =>
  (timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0).toFixed(2);
const docs = await db
  .selectFrom("search_documents")
  .select((eb) => eb.fn.countAll().as("n"))
  .executeTakeFirst();
process.stdout.write(
  `${PRODUCTS} products per tenant, ${docs?.n} documents, ${timings.length} searches: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms\n`,
);
await db.destroy();
api.close();
rmSync(dataDir, { recursive: true, force: true });
