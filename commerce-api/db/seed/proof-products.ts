import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Products whose lines are printed only after the customer approved a proof (catalogue `fileFlow.proof`). */
const PROOF_PRODUCTS = ["pens"];

/**
 * Adds fields to the `fileFlow` of these products' stored definitions (every tenant), leaving the rest of
 * each definition as it is: how databases seeded before a field existed get it on the demo products.
 */
export async function patchFileFlow(
  trx: Kysely<Database>,
  productKeys: readonly string[],
  fields: (productKey: string) => Record<string, unknown>,
): Promise<void> {
  const rows = await trx
    .selectFrom("products")
    .select(["tenant_key", "product_key", "definition_json"])
    .where("product_key", "in", productKeys)
    .execute();
  for (const row of rows) {
    const definition = JSON.parse(row.definition_json) as { fileFlow?: Record<string, unknown> };
    definition.fileFlow = { ...definition.fileFlow, ...fields(row.product_key) };
    await trx
      .updateTable("products")
      .set({ definition_json: JSON.stringify(definition) })
      .where("tenant_key", "=", row.tenant_key)
      .where("product_key", "=", row.product_key)
      .execute();
  }
}

/** Issue 36 §4: a product can ask for a proof; the demo products that ask for one get the flag. */
export async function seedProofProducts(trx: Kysely<Database>): Promise<void> {
  await patchFileFlow(trx, PROOF_PRODUCTS, () => ({ proof: true }));
}
