import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Tenant } from "../tenant/tenant";
import { listTenantCountries } from "../tenant/tenant.repository";
import {
  listBanners,
  listDefaultLinks,
  listNavigation,
  listPageSummaries,
  loadAppSettings,
  loadDictionaries,
  loadValidationRules,
} from "./content.repository";
import { sortBanners } from "./content.rules";
import type { BasicConfigs } from "./content.types";

/**
 * Everything the storefront needs before rendering any page of a tenant (spec §3 Basic configs).
 * Promo stripes are returned with their date windows, not filtered here: the storefront caches
 * this answer and re-filters banners every minute (spec §4 Banners).
 */
export async function buildBasicConfigs(db: Kysely<Database>, tenant: Tenant): Promise<BasicConfigs> {
  const [countries, pages, defaultLinks, navigation, footerLinks, banners, dictionaries, rules, settings] =
    await Promise.all([
      listTenantCountries(db, tenant),
      listPageSummaries(db, tenant.key),
      listDefaultLinks(db, tenant.key),
      listNavigation(db, tenant.key, "main"),
      listNavigation(db, tenant.key, "footer"),
      listBanners(db, tenant.key),
      loadDictionaries(db, tenant.baseLocale),
      loadValidationRules(db),
      loadAppSettings(db),
    ]);

  return {
    trackingId: tenant.trackingContainerId,
    domain: {
      tenant: tenant.key,
      name: tenant.name,
      indexable: tenant.indexable,
      default_iso2: tenant.defaultIso2,
      default_zipcode: tenant.defaultZipcode,
      base_locale: tenant.baseLocale,
      locale: tenant.locale,
      flag: tenant.flag,
      countries,
      currency: tenant.currency,
      currencies: tenant.currencies,
      file_check_price: tenant.fileCheckPrice,
    },
    urls: pages.map((page) => ({ key: page.key, path: page.path, pageId: page.id })),
    defaultLinks,
    dictionaries,
    configs: {
      supportEmail: tenant.supportEmail,
      supportPhone: tenant.supportPhone,
      navigation,
      footerLinks,
      productQueryParams: settings.productQueryParams,
      promoStripes: sortBanners(banners),
    },
    rules,
    debug: settings.debug,
    reviews: tenant.reviews,
    loqate: tenant.loqateKey,
    designStack: settings.designStack,
  };
}
