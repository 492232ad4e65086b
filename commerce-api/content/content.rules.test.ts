import { describe, expect, it } from "vitest";
import type { PageRow } from "../db/schema";
import {
  buildRobotsTxt,
  isListable,
  type SitemapPage,
  sitemapHints,
  sortBanners,
  toContentPage,
  toIsoDate,
  toSitemapEntries,
} from "./content.rules";
import type { Banner } from "./content.types";

describe("buildRobotsTxt", () => {
  it("allows everything but the API, admin and private screens, keeping only outermost paths", () => {
    const body = buildRobotsTxt({
      indexable: true,
      disallowedPaths: ["/panier/recapitulatif/", "/panier/", "/connexion/"],
    });
    expect(body).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\nDisallow: /connexion/\nDisallow: /panier/\n",
    );
  });

  it("has no Sitemap line: the storefront adds absolute URLs", () => {
    expect(buildRobotsTxt({ indexable: true, disallowedPaths: [] })).not.toMatch(/sitemap/i);
  });

  it("disallows everything for a non-indexable tenant", () => {
    expect(buildRobotsTxt({ indexable: false, disallowedPaths: ["/panier/"] })).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});

describe("sitemap rules", () => {
  const page = (overrides: Partial<SitemapPage>): SitemapPage => ({
    path: "/x/",
    layout: "standard",
    indexable: true,
    loggedOnly: false,
    updatedAt: "2025-03-14T09:30:00.000Z",
    ...overrides,
  });

  it("lists indexable public pages of indexable tenants only", () => {
    expect(isListable(page({}), true)).toBe(true);
    expect(isListable(page({}), false)).toBe(false);
    expect(isListable(page({ indexable: false }), true)).toBe(false);
    expect(isListable(page({ loggedOnly: true }), true)).toBe(false);
  });

  it("gives crawl hints by layout", () => {
    expect(sitemapHints("home")).toEqual({ changefreq: "daily", priority: 1 });
    expect(sitemapHints("product").priority).toBeLessThan(sitemapHints("category").priority);
    expect(sitemapHints("anything")).toEqual({ changefreq: "monthly", priority: 0.3 });
  });

  it("turns pages into sorted entries with an ISO date", () => {
    const entries = toSitemapEntries([page({ path: "/b/" }), page({ path: "/", layout: "home" })]);
    expect(entries).toEqual([
      { path: "/", lastmod: "2025-03-14", changefreq: "daily", priority: 1 },
      { path: "/b/", lastmod: "2025-03-14", changefreq: "monthly", priority: 0.3 },
    ]);
    expect(toIsoDate("not a date")).toBeNull();
  });
});

describe("sortBanners", () => {
  const banner = (id: string, priority: number): Banner => ({
    id,
    message: id,
    linkLabel: null,
    linkPath: null,
    filterDateStart: null,
    filterDateEnd: null,
    campaignParameter: null,
    customerTarget: "all",
    priority,
  });

  it("puts the highest priority first, then orders by id", () => {
    const sorted = sortBanners([banner("b", 1), banner("c", 5), banner("a", 1)]);
    expect(sorted.map((b) => b.id)).toEqual(["c", "a", "b"]);
  });
});

describe("toContentPage", () => {
  const row: PageRow = {
    id: 7,
    tenant_key: "fr",
    key: "glossary",
    path: "/glossaire/",
    title: "Glossaire",
    meta_title: "Glossaire",
    meta_description: "Termes",
    layout: "standard",
    layout_suffix: null,
    logged_only: 0,
    auth_opt_out: 1,
    indexable: 1,
    breadcrumbs_json: '[{"label":"Accueil","path":"/"}]',
    blocks_json: '[{"type":"glossary","terms":[{"term":"CMJN","definition":"Quatre encres"}]}]',
    updated_at: "2025-01-01T00:00:00.000Z",
  };

  it("maps columns and flags to the API shape", () => {
    expect(toContentPage(row)).toMatchObject({
      id: 7,
      metaTitle: "Glossaire",
      loggedOnly: false,
      authOptOut: true,
    });
  });

  it("fails loudly on stored blocks that break the block schema", () => {
    expect(() => toContentPage({ ...row, blocks_json: '[{"type":"carousel"}]' })).toThrow();
  });
});
