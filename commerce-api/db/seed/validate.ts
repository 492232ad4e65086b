import type { ContentBlock } from "../../content/content.blocks";
import { breadcrumbsSchema, contentBlocksSchema } from "../../content/content.blocks";
import { countrySeeds } from "./shared";
import type { TenantSeed } from "./types";

/** Links every tenant must define (spec §3 default links; the storefront warns when one is missing). */
export const REQUIRED_DEFAULT_LINK_IDS = [
  "home",
  "cart",
  "login",
  "register",
  "personalArea",
  "orders",
  "policy",
  "glossary",
  "search",
] as const;

const CANONICAL_PATH = /^\/(?:[a-z0-9-]+\/)*$/;

/**
 * Checks a tenant's demo data before it is written: block JSON against the block schema,
 * canonical paths, and internal links that resolve to a page or a default link. Throws with
 * every problem at once, so a typo in the copy files fails the first start (and the tests).
 */
export function validateTenantSeed(seed: TenantSeed, now: Date): void {
  const problems: string[] = [];
  const where = (what: string) => `${seed.tenant.key}: ${what}`;
  const pagePaths = new Set<string>();
  const pageKeys = new Set<string>();

  for (const currency of seed.currencies)
    for (const country of seed.countries)
      if (!currency.shippingRates[country])
        problems.push(where(`no ${currency.code} shipping rate to ${country}`));

  for (const page of seed.pages) {
    if (!CANONICAL_PATH.test(page.path))
      problems.push(where(`page ${page.key} path ${page.path} is not canonical`));
    if (pagePaths.has(page.path)) problems.push(where(`duplicate page path ${page.path}`));
    if (pageKeys.has(page.key)) problems.push(where(`duplicate page key ${page.key}`));
    pagePaths.add(page.path);
    pageKeys.add(page.key);
    const blocks = contentBlocksSchema.safeParse(page.blocks);
    if (!blocks.success) problems.push(where(`page ${page.key} blocks: ${blocks.error.message}`));
    const breadcrumbs = breadcrumbsSchema.safeParse(page.breadcrumbs ?? []);
    if (!breadcrumbs.success)
      problems.push(where(`page ${page.key} breadcrumbs: ${breadcrumbs.error.message}`));
  }

  const linkPaths = new Set(Object.values(seed.defaultLinks));
  for (const id of REQUIRED_DEFAULT_LINK_IDS) {
    if (!seed.defaultLinks[id]) problems.push(where(`default link ${id} is missing`));
  }
  for (const [id, path] of Object.entries(seed.defaultLinks)) {
    if (!CANONICAL_PATH.test(path)) problems.push(where(`default link ${id} path ${path} is not canonical`));
  }

  const internalLinks = [
    ...seed.pages.flatMap((page) => [
      ...(page.breadcrumbs ?? []).map((crumb) => crumb.path),
      ...page.blocks.flatMap(blockLinks),
    ]),
    ...seed.navigation.map((item) => item.path),
    ...seed.footerLinks.map((item) => item.path),
    ...seed.banners(now).flatMap((banner) => (banner.linkPath ? [banner.linkPath] : [])),
    ...seed.legacyPaths.map((legacy) => legacy.newPath),
  ];
  for (const path of internalLinks) {
    if (!pagePaths.has(path) && !linkPaths.has(path))
      problems.push(where(`link to ${path} resolves to no page`));
  }

  if (seed.currencies[0]?.code !== seed.tenant.default_currency) {
    problems.push(where("the default currency must be listed first"));
  }
  const knownCountries = new Set(countrySeeds.map((country) => country.iso2));
  for (const iso2 of seed.countries) {
    if (!knownCountries.has(iso2)) problems.push(where(`unknown country ${iso2}`));
  }
  if (!seed.countries.includes(seed.tenant.default_iso2))
    problems.push(where("default_iso2 is not a tenant country"));

  if (problems.length > 0) throw new Error(`Invalid demo seed:\n- ${problems.join("\n- ")}`);
}

function blockLinks(block: ContentBlock): string[] {
  switch (block.type) {
    case "hero":
      return block.cta ? [block.cta.path] : [];
    case "productGrid":
    case "categoryGrid":
      return block.items.map((item) => item.path);
    default:
      return [];
  }
}
