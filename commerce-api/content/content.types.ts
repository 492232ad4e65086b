import type { z } from "zod";
import type {
  basicConfigsSchema,
  PageAlternate,
  ProductOffer,
  ProductQueryParams,
  SeasonState,
} from "#contract/content/content.schemas";
import type { Breadcrumb, ContentBlock } from "./content.blocks";

/** Response shapes of the content endpoints (the storefront's content.schemas.ts parses them). */

export interface ContentPage {
  id: number;
  key: string;
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  layout: string;
  layoutSuffix: string | null;
  loggedOnly: boolean;
  authOptOut: boolean;
  indexable: boolean;
  breadcrumbs: Breadcrumb[];
  blocks: ContentBlock[];
}

/** The page answer: the stored page, its products priced, and its alternates in other tenants. */
export interface ContentPageAnswer extends ContentPage {
  offers: ProductOffer[];
  alternates: PageAlternate[];
  season: SeasonState | null;
}

export interface NavItem {
  label: string;
  path: string;
}

export interface Banner {
  id: string;
  message: string;
  linkLabel: string | null;
  linkPath: string | null;
  filterDateStart: string | null;
  filterDateEnd: string | null;
  campaignParameter: string | null;
  customerTarget: "all" | "anonymous" | "new" | "returning" | "premium" | "company";
  priority: number;
}

type BasicConfigsAnswer = z.input<typeof basicConfigsSchema>;

export interface BasicConfigs {
  trackingId: string | null;
  domain: {
    tenant: string;
    name: string;
    indexable: boolean;
    default_iso2: string;
    default_zipcode: string;
    base_locale: string;
    locale: string;
    flag: string;
    countries: { iso2: string; name: string }[];
    currency: string;
    currencies: string[];
    file_check_price: Record<string, number>;
  };
  urls: { key: string; path: string; pageId: number }[];
  defaultLinks: { id: string; path: string }[];
  dictionaries: Record<string, Record<string, string>>;
  configs: {
    supportEmail: string;
    supportPhone: string;
    navigation: NavItem[];
    footerLinks: NavItem[];
    productQueryParams: ProductQueryParams;
    promoStripes: Banner[];
  };
  rules: BasicConfigsAnswer["rules"];
  debug: boolean;
  reviews: { rating: number; count: number; source: string } | null;
  loqate: string | null;
  designStack: BasicConfigsAnswer["designStack"];
}

export type SitemapChangefreq = "daily" | "weekly" | "monthly" | "yearly";

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  changefreq: SitemapChangefreq | null;
  priority: number | null;
  alternates?: PageAlternate[];
}
