import type { Kysely } from "kysely";
import { type FormRuleWire, formRuleWireSchema } from "#contract/content/content.schemas";
import { reusableQuery } from "../db/reusable-query";
import type { Database, NavigationMenu, PageRow } from "../db/schema";
import { type AppSettings, appSettingsSchemas } from "./content.settings";
import type { Banner, NavItem } from "./content.types";

/** Database access of the content domain. Tenant scoping happens here, on every query. */

type Db = Kysely<Database>;

export async function findPage(db: Db, tenantKey: string, id: number): Promise<PageRow | undefined> {
  const [page] = await pageById(db, { tenantKey, id });
  return page;
}

// Every product page and add to cart asks for its page's instructions by page id: built once (ADR 101).
const pageById = reusableQuery((db, v: { tenantKey: string; id: number }) =>
  db.selectFrom("pages").selectAll().where("tenant_key", "=", v.tenantKey).where("id", "=", v.id),
);

export async function listPageSummaries(db: Db, tenantKey: string) {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "key", "path", "layout", "indexable", "logged_only", "updated_at"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    path: row.path,
    layout: row.layout,
    indexable: row.indexable === 1,
    loggedOnly: row.logged_only === 1,
    updatedAt: row.updated_at,
  }));
}

export async function listDefaultLinks(db: Db, tenantKey: string): Promise<{ id: string; path: string }[]> {
  return db
    .selectFrom("default_links")
    .select(["link_id as id", "path"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("link_id")
    .execute();
}

export async function listNavigation(db: Db, tenantKey: string, menu: NavigationMenu): Promise<NavItem[]> {
  return db
    .selectFrom("navigation_items")
    .select(["label", "path"])
    .where("tenant_key", "=", tenantKey)
    .where("menu", "=", menu)
    .orderBy("position")
    .execute();
}

export async function listBanners(db: Db, tenantKey: string): Promise<Banner[]> {
  const rows = await db.selectFrom("banners").selectAll().where("tenant_key", "=", tenantKey).execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    linkLabel: row.link_label,
    linkPath: row.link_path,
    filterDateStart: row.filter_date_start,
    filterDateEnd: row.filter_date_end,
    campaignParameter: row.campaign_parameter,
    customerTarget: row.customer_target,
    priority: row.priority,
  }));
}

/** namespace → key → text for one language. */
export async function loadDictionaries(
  db: Db,
  language: string,
): Promise<Record<string, Record<string, string>>> {
  const rows = await db
    .selectFrom("dictionary_entries")
    .select(["namespace", "key", "text"])
    .where("language", "=", language)
    .orderBy("namespace")
    .orderBy("key")
    .execute();
  const dictionaries: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    const namespace = dictionaries[row.namespace] ?? {};
    namespace[row.key] = row.text;
    dictionaries[row.namespace] = namespace;
  }
  return dictionaries;
}

/** Form validation rules; the zipcode rule is built from the countries' patterns. */
export async function loadValidationRules(db: Db): Promise<Record<string, FormRuleWire>> {
  const [ruleRows, countryRows] = await Promise.all([
    db.selectFrom("validation_rules").select(["rule_key", "definition_json"]).orderBy("rule_key").execute(),
    db.selectFrom("countries").select(["iso2", "zipcode_pattern"]).orderBy("iso2").execute(),
  ]);
  const rules: Record<string, FormRuleWire> = {};
  // Checked when read: the column is free JSON, and the storefront refuses a config it can't read.
  for (const row of ruleRows) rules[row.rule_key] = formRuleWireSchema.parse(JSON.parse(row.definition_json));
  rules.zipcode = Object.fromEntries(countryRows.map((row) => [row.iso2, row.zipcode_pattern]));
  return rules;
}

export async function loadAppSettings(db: Db): Promise<AppSettings> {
  const rows = await db.selectFrom("app_settings").select(["key", "value_json"]).execute();
  const values = new Map(rows.map((row) => [row.key, JSON.parse(row.value_json) as unknown]));
  return {
    productQueryParams: appSettingsSchemas.productQueryParams.parse(values.get("productQueryParams")),
    designStack: appSettingsSchemas.designStack.parse(values.get("designStack")),
    debug: appSettingsSchemas.debug.parse(values.get("debug") ?? false),
  };
}

export async function listLegacyPaths(db: Db, tenantKey: string) {
  return db
    .selectFrom("legacy_paths")
    .select(["old_path as oldPath", "new_path as newPath", "retired_on as retiredOn"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("old_path")
    .execute();
}

export async function findLegacyPath(db: Db, tenantKey: string, oldPath: string) {
  return db
    .selectFrom("legacy_paths")
    .select(["new_path as newPath"])
    .where("tenant_key", "=", tenantKey)
    .where("old_path", "=", oldPath)
    .executeTakeFirst();
}
