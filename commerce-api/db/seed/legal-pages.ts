import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { syncDefaultLinks } from "./account-extras";
import { addMissingContent, refreshSeedPages, tenantSeeds } from "./content";

/**
 * Seed step 021 (issue 36 §7): shops seeded before it get the legal notice, the privacy policy and the
 * "My data" screen's link; their terms page stops doubling as a privacy policy; the footer links to
 * both on every page; and the fixed review rating, with no review system behind it, is gone.
 */
export async function seedLegalPages(trx: Transaction<Database>, now: Date): Promise<void> {
  await addMissingContent(trx, now);
  await refreshSeedPages(trx, now, ["policy"]);
  await syncDefaultLinks(trx);
  for (const seed of tenantSeeds) {
    const key = seed.tenant.key;
    const footer = await trx
      .selectFrom("navigation_items")
      .select(["path", "position"])
      .where("tenant_key", "=", key)
      .where("menu", "=", "footer")
      .execute();
    const present = new Set(footer.map((item) => item.path));
    // After the footer's own links, whatever an operator made of them (positions are its key).
    const next = Math.max(-1, ...footer.map((item) => item.position)) + 1;
    const missing = seed.footerLinks
      .filter((item) => !present.has(item.path))
      .map((item, index) => ({ ...item, position: next + index }));
    if (missing.length > 0)
      await trx
        .insertInto("navigation_items")
        .values(
          missing.map((item) => ({
            tenant_key: key,
            menu: "footer" as const,
            position: item.position,
            label: item.label,
            path: item.path,
          })),
        )
        .execute();
  }
  await trx
    .updateTable("tenants")
    .set({ reviews_rating: null, reviews_count: null, reviews_source: null })
    .execute();
}
