import type { Transaction } from "kysely";
import { priceTableSchema, productDefinitionSchema } from "../../../product/catalogue.types";
import type { Database } from "../../schema";
import { businessCards } from "./business-cards";
import { flyers } from "./flyers";
import { foldedLeaflets } from "./folded-leaflets";
import { pens } from "./pens";
import { posters } from "./posters";
import {
  inventorySeeds,
  lossLeaderSeeds,
  type PromocodeSeed,
  promocodeSeeds,
  relativeDate,
} from "./promotions";
import { rollLabels } from "./roll-labels";
import { convertTable, type Lang, type ProductSeed, SEED_EXCHANGE_RATES } from "./types";

export const productSeeds: readonly ProductSeed[] = [
  businessCards,
  flyers,
  foldedLeaflets,
  posters,
  rollLabels,
  pens,
];

/** Seed step "003-demo-catalogue": products and prices of every tenant, promo codes, loss leaders, stock. */
export async function seedCatalogue(trx: Transaction<Database>, now: Date): Promise<void> {
  const tenants = await trx.selectFrom("tenants").select(["key", "base_locale"]).execute();
  for (const tenant of tenants) {
    const lang: Lang = tenant.base_locale === "fr" ? "fr" : "en";
    const currencies = await trx
      .selectFrom("tenant_currencies")
      .select("currency_code")
      .where("tenant_key", "=", tenant.key)
      .execute();
    for (const [position, seed] of productSeeds.entries()) {
      // Parsed here so a typo in a seed file fails the seed, not a later quote.
      const definition = productDefinitionSchema.parse(seed.definition(lang));
      await trx
        .insertInto("products")
        .values({
          tenant_key: tenant.key,
          product_key: seed.productKey,
          configuration_id: `${tenant.key}-${seed.productKey}`,
          mcp_sku: definition.mcpSku,
          position,
          definition_json: JSON.stringify(definition),
        })
        .execute();
      for (const { currency_code } of currencies) {
        const rate = SEED_EXCHANGE_RATES[currency_code];
        if (rate === undefined) throw new Error(`No seed exchange rate for ${currency_code}`);
        const table = priceTableSchema.parse(convertTable(seed.eur, rate));
        await trx
          .insertInto("product_prices")
          .values({
            tenant_key: tenant.key,
            product_key: seed.productKey,
            currency_code,
            price_table_json: JSON.stringify(table),
          })
          .execute();
      }
    }
    await seedPromotions(trx, tenant.key, now);
  }
  await trx
    .insertInto("inventory")
    .values(inventorySeeds(now))
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Promo codes added to the seed after a database was made (e.g. BLACKFRIDAY); existing ones stay as they are. */
export async function addMissingPromocodes(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const [tenantKey, seeds] of Object.entries(promocodeSeeds)) {
    for (const promo of seeds) {
      await trx
        .insertInto("promocodes")
        .values(promocodeRow(tenantKey, promo, now))
        .onConflict((conflict) => conflict.columns(["tenant_key", "code"]).doNothing())
        .execute();
    }
  }
}

function promocodeRow(tenantKey: string, promo: PromocodeSeed, now: Date) {
  return {
    id: `promo-${tenantKey}-${promo.code.toLowerCase()}`,
    tenant_key: tenantKey,
    code: promo.code,
    currency_code: promo.currency,
    discount_type: promo.type,
    discount_value: promo.value,
    minimum_cent_amount: promo.minimum,
    starts_at: relativeDate(now, promo.startsInDays),
    ends_at: relativeDate(now, promo.endsInDays),
    product_keys_json: promo.productKeys ? JSON.stringify(promo.productKeys) : null,
  };
}

async function seedPromotions(trx: Transaction<Database>, tenantKey: string, now: Date): Promise<void> {
  const ids = new Map<string, string>();
  for (const promo of promocodeSeeds[tenantKey] ?? []) {
    const row = promocodeRow(tenantKey, promo, now);
    ids.set(promo.code, row.id);
    await trx.insertInto("promocodes").values(row).execute();
  }
  for (const leader of lossLeaderSeeds[tenantKey] ?? []) {
    await trx
      .insertInto("loss_leaders")
      .values({
        tenant_key: tenantKey,
        key: leader.key,
        product_key: leader.productKey,
        title: leader.title,
        description: leader.description,
        config_json: JSON.stringify(leader.config),
        promocode_id: ids.get(leader.promocode) ?? null,
        ends_at: relativeDate(now, leader.endsInDays),
      })
      .execute();
  }
}
