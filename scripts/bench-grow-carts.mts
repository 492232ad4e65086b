// npm run bench's traffic growth (issue 18 §7, ADR 052): adds `count` open carts of anonymous visitors to
// the French shop of a prepared data dir (or DATABASE_URL), as a day of visitors opening the cart page
// leaves behind. A signed-in customer's cart lookups must not read them.
//   npx tsx scripts/bench-grow-carts.mts <dataDir> <count>
import { randomUUID } from "node:crypto";
import { openDatabase } from "../commerce-api/db/database";
import { prepareCommerceDatabase } from "../commerce-api/prepare";

const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isInteger(count) || count < 1) {
  console.error("usage: bench-grow-carts.mts <dataDir> <count>");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const BATCH = 500;

await prepareCommerceDatabase({ dataDir, databaseUrl });
const opened = openDatabase(dataDir, databaseUrl);
try {
  const now = new Date().toISOString();
  await opened.db.transaction().execute(async (trx) => {
    for (let done = 0; done < count; done += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - done) }, () => ({
        id: randomUUID(),
        tenant_key: "fr",
        anonymous_user_id: randomUUID(),
        customer_id: null,
        currency_code: "EUR",
        country: "FR",
        locale: "fr-FR",
        created_at: now,
        updated_at: now,
        checked_out_at: null,
      }));
      await trx.insertInto("carts").values(rows).execute();
    }
  });
  console.info(`carts: ${count} visitors' open carts added to the fr shop`);
} finally {
  await opened.close();
}
