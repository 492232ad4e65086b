import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Products whose lines are printed only after the customer approved a proof (catalogue `fileFlow.proof`). */
const PROOF_PRODUCTS = ["pens"];

/**
 * Issue 36 §4: a product can ask for a proof. Databases seeded before the flag existed get it on the
 * demo products that ask for one; the definition is otherwise left as it is.
 */
export async function seedProofProducts(trx: Kysely<Database>): Promise<void> {
  const rows = await trx
    .selectFrom("products")
    .select(["tenant_key", "product_key", "definition_json"])
    .where("product_key", "in", PROOF_PRODUCTS)
    .execute();
  for (const row of rows) {
    const definition = JSON.parse(row.definition_json) as { fileFlow?: Record<string, unknown> };
    definition.fileFlow = { ...definition.fileFlow, proof: true };
    await trx
      .updateTable("products")
      .set({ definition_json: JSON.stringify(definition) })
      .where("tenant_key", "=", row.tenant_key)
      .where("product_key", "=", row.product_key)
      .execute();
  }
}
