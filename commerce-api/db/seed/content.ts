import type { Transaction } from "kysely";
import type { Banner } from "../../content/content.types";
import type { Database } from "../schema";
import { enTenantSeed } from "./en/site";
import { frTenantSeed } from "./fr/site";
import { appSettingSeeds, countrySeeds, validationRuleSeeds } from "./shared";
import type { PageSeed, TenantSeed } from "./types";
import { validateTenantSeed } from "./validate";

export const tenantSeeds: readonly TenantSeed[] = [frTenantSeed, enTenantSeed];

/** Seed step: reference data and the two demo tenants with their content (dictionaries: dictionary-sync.ts). */
export async function seedContent(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const seed of tenantSeeds) validateTenantSeed(seed, now);

  await trx
    .insertInto("countries")
    .values(countrySeeds.map((country) => ({ iso2: country.iso2, zipcode_pattern: country.zipcodePattern })))
    .execute();
  await trx
    .insertInto("country_names")
    .values(
      countrySeeds.flatMap((country) =>
        Object.entries(country.names).map(([language, name]) => ({ iso2: country.iso2, language, name })),
      ),
    )
    .execute();
  await trx
    .insertInto("validation_rules")
    .values(
      Object.entries(validationRuleSeeds).map(([key, rule]) => ({
        rule_key: key,
        definition_json: JSON.stringify(rule),
      })),
    )
    .execute();
  await trx
    .insertInto("app_settings")
    .values(
      Object.entries(appSettingSeeds).map(([key, value]) => ({ key, value_json: JSON.stringify(value) })),
    )
    .execute();

  for (const seed of tenantSeeds) await seedTenant(trx, seed, now);
}

async function seedTenant(trx: Transaction<Database>, seed: TenantSeed, now: Date): Promise<void> {
  const key = seed.tenant.key;
  await trx.insertInto("tenants").values(seed.tenant).execute();
  await trx
    .insertInto("tenant_countries")
    .values(seed.countries.map((iso2, position) => ({ tenant_key: key, iso2, position })))
    .execute();
  await trx
    .insertInto("tenant_currencies")
    .values(
      seed.currencies.map((currency, position) => ({
        tenant_key: key,
        currency_code: currency.code,
        position,
        file_check_cent_amount: currency.fileCheckCentAmount,
      })),
    )
    .execute();

  for (const page of seed.pages)
    await trx
      .insertInto("pages")
      .values(pageRow(key, page, now))
      .execute();

  await trx
    .insertInto("default_links")
    .values(
      Object.entries(seed.defaultLinks).map(([linkId, path]) => ({ tenant_key: key, link_id: linkId, path })),
    )
    .execute();
  const menus = [
    { menu: "main" as const, items: seed.navigation },
    { menu: "footer" as const, items: seed.footerLinks },
  ];
  for (const { menu, items } of menus) {
    await trx
      .insertInto("navigation_items")
      .values(
        items.map((item, position) => ({
          tenant_key: key,
          menu,
          position,
          label: item.label,
          path: item.path,
        })),
      )
      .execute();
  }
  await trx
    .insertInto("banners")
    .values(seed.banners(now).map((banner) => bannerRow(key, banner)))
    .execute();
  await trx
    .insertInto("legacy_paths")
    .values(
      seed.legacyPaths.map((legacy) => ({
        tenant_key: key,
        old_path: legacy.oldPath,
        new_path: legacy.newPath,
        retired_on: legacy.retiredOn,
      })),
    )
    .execute();
}

function pageRow(tenantKey: string, page: PageSeed, now: Date) {
  return {
    tenant_key: tenantKey,
    key: page.key,
    path: page.path,
    title: page.title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    layout: page.layout ?? "standard",
    layout_suffix: page.layoutSuffix ?? null,
    logged_only: page.loggedOnly ? 1 : 0,
    auth_opt_out: page.authOptOut ? 1 : 0,
    indexable: page.indexable === false ? 0 : 1,
    breadcrumbs_json: JSON.stringify(page.breadcrumbs ?? []),
    blocks_json: JSON.stringify(page.blocks),
    updated_at: now.toISOString(),
  } as const;
}

function bannerRow(tenantKey: string, banner: Banner) {
  return {
    id: banner.id,
    tenant_key: tenantKey,
    message: banner.message,
    link_label: banner.linkLabel,
    link_path: banner.linkPath,
    filter_date_start: banner.filterDateStart,
    filter_date_end: banner.filterDateEnd,
    campaign_parameter: banner.campaignParameter,
    customer_target: banner.customerTarget,
    priority: banner.priority,
  };
}

/**
 * Seed step for databases seeded before issue 16 §4: the pages and banners the demo content gained
 * since (the seasonal landing pages, the company banners), added when their key or id is missing.
 */
export async function addMissingContent(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const seed of tenantSeeds) {
    const key = seed.tenant.key;
    const pages = await trx
      .selectFrom("pages")
      .select(["key", "path"])
      .where("tenant_key", "=", key)
      .execute();
    const taken = new Set(pages.flatMap((page) => [`key:${page.key}`, `path:${page.path}`]));
    for (const page of seed.pages) {
      if (taken.has(`key:${page.key}`) || taken.has(`path:${page.path}`)) continue;
      await trx
        .insertInto("pages")
        .values(pageRow(key, page, now))
        .execute();
    }
    const banners = await trx.selectFrom("banners").select("id").execute();
    const known = new Set(banners.map((banner) => banner.id));
    const missing = seed.banners(now).filter((banner) => !known.has(banner.id));
    if (missing.length > 0)
      await trx
        .insertInto("banners")
        .values(missing.map((banner) => bannerRow(key, banner)))
        .execute();
  }
}

/** Rewrites these pages from their seed (title, meta, blocks), for content corrected after it shipped. */
export async function refreshSeedPages(trx: Transaction<Database>, now: Date, keys: readonly string[]) {
  for (const seed of tenantSeeds) {
    for (const page of seed.pages.filter((candidate) => keys.includes(candidate.key))) {
      const { title, meta_title, meta_description, blocks_json, updated_at } = pageRow(
        seed.tenant.key,
        page,
        now,
      );
      await trx
        .updateTable("pages")
        .set({ title, meta_title, meta_description, blocks_json, updated_at })
        .where("tenant_key", "=", seed.tenant.key)
        .where("key", "=", page.key)
        .execute();
    }
  }
}
