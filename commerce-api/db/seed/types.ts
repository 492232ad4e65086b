import type { Breadcrumb, ContentBlock } from "../../content/content.blocks";
import type { Banner, NavItem } from "../../content/content.types";
import type { TenantsTable } from "../schema";

/** Demo data of one page; optional fields take the defaults of the pages table. */
export interface PageSeed {
  key: string;
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  layout?: string;
  layoutSuffix?: string;
  loggedOnly?: boolean;
  authOptOut?: boolean;
  indexable?: boolean;
  breadcrumbs?: Breadcrumb[];
  blocks: ContentBlock[];
}

/** Everything seeded for one tenant. Banner dates are relative to the seed time. */
export interface TenantSeed {
  /** Carriers come with their own seed step (carriers.ts), for shops seeded before them too. */
  tenant: Omit<TenantsTable, "carriers_json">;
  /** ISO codes in display order; names come from the shared country list. */
  countries: string[];
  /** In order, default currency first; amounts in minor units. */
  currencies: {
    code: string;
    fileCheckCentAmount: number;
    /** Delivery is free from this goods total excluding VAT (seed step 017). */
    freeShippingFromCent: number | null;
    /** Carriage excluding VAT per destination (every country above) and speed. */
    shippingRates: Record<string, Record<"economy" | "standard" | "express", number>>;
  }[];
  pages: PageSeed[];
  defaultLinks: Record<string, string>;
  navigation: NavItem[];
  footerLinks: NavItem[];
  banners: (now: Date) => Banner[];
  legacyPaths: { oldPath: string; newPath: string; retiredOn: string }[];
}

export const daysFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
