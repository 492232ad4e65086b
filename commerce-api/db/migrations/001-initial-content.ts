import { type Kysely, sql } from "kysely";
import { autoIncrementId, realType } from "../dialect";

/** Tenants, their reference data and the content side (pages, links, navigation, banners, i18n). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tenants")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("indexable", "integer", (c) => c.notNull().check(sql`indexable in (0, 1)`))
    .addColumn("default_iso2", "text", (c) => c.notNull())
    .addColumn("default_zipcode", "text", (c) => c.notNull())
    .addColumn("base_locale", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("flag", "text", (c) => c.notNull())
    .addColumn("default_currency", "text", (c) => c.notNull())
    .addColumn("tracking_container_id", "text")
    .addColumn("support_email", "text", (c) => c.notNull())
    .addColumn("support_phone", "text", (c) => c.notNull())
    .addColumn("reviews_rating", realType(db))
    .addColumn("reviews_count", "integer")
    .addColumn("reviews_source", "text")
    .addColumn("loqate_key", "text")
    .execute();

  await db.schema
    .createTable("countries")
    .addColumn("iso2", "text", (c) => c.primaryKey())
    .addColumn("zipcode_pattern", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("country_names")
    .addColumn("iso2", "text", (c) => c.notNull().references("countries.iso2"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("country_names_pk", ["iso2", "language"])
    .execute();

  await db.schema
    .createTable("tenant_countries")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("iso2", "text", (c) => c.notNull().references("countries.iso2"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("tenant_countries_pk", ["tenant_key", "iso2"])
    .execute();

  await db.schema
    .createTable("tenant_currencies")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("currency_code", "text", (c) => c.notNull().check(sql`length(currency_code) = 3`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file_check_cent_amount", "integer", (c) =>
      c.notNull().check(sql`file_check_cent_amount >= 0`),
    )
    .addPrimaryKeyConstraint("tenant_currencies_pk", ["tenant_key", "currency_code"])
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("layout", "text", (c) => c.notNull().defaultTo("standard"))
    .addColumn("layout_suffix", "text")
    .addColumn("logged_only", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("auth_opt_out", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("indexable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("breadcrumbs_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("blocks_json", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("pages_tenant_path_unique", ["tenant_key", "path"])
    .addUniqueConstraint("pages_tenant_key_unique", ["tenant_key", "key"])
    .execute();

  await db.schema
    .createTable("default_links")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("link_id", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("default_links_pk", ["tenant_key", "link_id"])
    .execute();

  await db.schema
    .createTable("navigation_items")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("menu", "text", (c) => c.notNull().check(sql`menu in ('main', 'footer')`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("navigation_items_pk", ["tenant_key", "menu", "position"])
    .execute();

  await db.schema
    .createTable("banners")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link_label", "text")
    .addColumn("link_path", "text")
    .addColumn("filter_date_start", "text")
    .addColumn("filter_date_end", "text")
    .addColumn("campaign_parameter", "text")
    .addColumn("customer_target", "text", (c) =>
      c.notNull().check(sql`customer_target in ('all', 'anonymous', 'new', 'returning', 'premium')`),
    )
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("dictionary_entries")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("namespace", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("dictionary_entries_pk", ["language", "namespace", "key"])
    .execute();

  await db.schema
    .createTable("validation_rules")
    .addColumn("rule_key", "text", (c) => c.primaryKey())
    .addColumn("definition_json", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value_json", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("legacy_paths")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("old_path", "text", (c) => c.notNull())
    .addColumn("new_path", "text", (c) => c.notNull())
    .addColumn("retired_on", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("legacy_paths_pk", ["tenant_key", "old_path"])
    .execute();

  await db.schema
    .createTable("seed_runs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("ran_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    "seed_runs",
    "legacy_paths",
    "app_settings",
    "validation_rules",
    "dictionary_entries",
    "banners",
    "navigation_items",
    "default_links",
    "pages",
    "tenant_currencies",
    "tenant_countries",
    "country_names",
    "countries",
    "tenants",
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
