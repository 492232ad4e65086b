import type { Transaction } from "kysely";
import { buildTemplates } from "../../design/templates";
import type { Database } from "../schema";
import { tenantSeeds } from "./content";

/** Seed step 018 (issue 14): the design browser's templates, replaced wholesale on re-run. */
export async function seedDesignTemplates(trx: Transaction<Database>): Promise<void> {
  for (const seed of tenantSeeds) {
    const tenantKey = seed.tenant.key;
    const lang = seed.tenant.base_locale.startsWith("fr") ? "fr" : "en";
    await trx.deleteFrom("design_templates").where("tenant_key", "=", tenantKey).execute();
    for (const template of buildTemplates(lang))
      await trx
        .insertInto("design_templates")
        .values({
          tenant_key: tenantKey,
          id: template.id,
          format_key: template.formatKey,
          family: template.family,
          name: template.name,
          category: template.category,
          pages: template.scene.pages.length,
          scene_json: JSON.stringify(template.scene),
          sort_index: template.sortIndex,
        })
        .execute();
  }
}
