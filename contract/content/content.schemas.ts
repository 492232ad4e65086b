import { z } from "zod";

/**
 * Response shapes of the content side of the commerce API (spec §3, §7).
 * These zod schemas are the single source of the response types: the API client
 * parses every upstream answer with them, and components import only the types.
 */

export const moneySchema = z.object({
  centAmount: z.number().int(),
  currencyCode: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const countrySchema = z.object({ iso2: z.string().length(2), name: z.string() });

export const domainConfigSchema = z.object({
  /** Tenant key sent as fe-x-tenant, e.g. "fr". */
  tenant: z.string().min(1),
  /** Shop brand shown in the header and titles. */
  name: z.string().min(1),
  indexable: z.boolean(),
  default_iso2: z.string().length(2),
  default_zipcode: z.string(),
  base_locale: z.string().min(2),
  locale: z.string().min(2),
  flag: z.string(),
  countries: z.array(countrySchema).min(1),
  /** Default (and first) currency of the tenant. */
  currency: z.string().length(3),
  /** Currencies a visitor may switch to; always contains `currency`. */
  currencies: z.array(z.string().length(3)).min(1),
  /** File check service price per currency, in minor units. */
  file_check_price: z.record(z.string(), z.number().int().nonnegative()),
});
export type DomainConfig = z.infer<typeof domainConfigSchema>;

/** One entry of the url map: a canonical path resolving to a content page. */
export const urlEntrySchema = z.object({
  key: z.string().min(1),
  path: z.string().startsWith("/"),
  pageId: z.number().int().positive(),
});
export type UrlEntry = z.infer<typeof urlEntrySchema>;

/** Named screens whose path differs per tenant (cart, login, personalArea …). */
export const defaultLinkSchema = z.object({ id: z.string().min(1), path: z.string().startsWith("/") });
export type DefaultLink = z.infer<typeof defaultLinkSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  message: z.string(),
  linkLabel: z.string().nullable(),
  linkPath: z.string().nullable(),
  /** ISO 8601 instants; null means open-ended. */
  filterDateStart: z.string().nullable(),
  filterDateEnd: z.string().nullable(),
  /** Shown only when the landing URL carries ?campaign=<value>; null shows it to everyone. */
  campaignParameter: z.string().nullable(),
  /**
   * Who sees it: everyone, visitors not logged in, or logged-in customers who have not ordered yet
   * (new), have (returning), are premium resellers or company accounts.
   */
  customerTarget: z.enum(["all", "anonymous", "new", "returning", "premium", "company"]),
  /** Higher wins when several banners are live. */
  priority: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const navItemSchema = z.object({ label: z.string(), path: z.string().startsWith("/") });
export type NavItem = z.infer<typeof navItemSchema>;

/** The names of the product page's query parameters (stored in app_settings, served in basic-configs). */
export const productQueryParamsSchema = z.object({
  /** Edit a cart line item: value is the line item id. */
  editCartItem: z.string().min(1),
  /** Edit an order item: value is "{orderId}/{lineItemId}". */
  editOrderItem: z.string().min(1),
  /** Preconfigured product: value is base64url JSON. */
  preconfigured: z.string().min(1),
  /** Short preconfigured key. */
  preconfiguredKey: z.string().min(1),
  /** Designer design id. */
  designId: z.string().min(1),
});
export type ProductQueryParams = z.infer<typeof productQueryParamsSchema>;

export const shopConfigsSchema = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  navigation: z.array(navItemSchema),
  footerLinks: z.array(navItemSchema),
  productQueryParams: productQueryParamsSchema,
  promoStripes: z.array(bannerSchema),
});
export type ShopConfigs = z.infer<typeof shopConfigsSchema>;

/** namespace → key → text, already in the tenant's language. */
export const dictionariesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type Dictionaries = z.infer<typeof dictionariesSchema>;

export const reviewsSchema = z.object({
  rating: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  source: z.string(),
});

/**
 * GET /api/v1/content/basic-configs/. domain, urls and defaultLinks are required by the spec;
 * they are optional here so the pipeline can raise the spec's own error message when missing.
 */
/** JSON scalars, the leaves of a form rule. */
const ruleScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * A form rule as the API sends it (spec §2: inner shape not shown): a scalar or one level of named
 * settings (a password rule's limits, a pattern per country). `readFormRules` gives them meaning.
 */
export const formRuleWireSchema = z.union([ruleScalar, z.record(z.string(), ruleScalar)]);
export type FormRuleWire = z.infer<typeof formRuleWireSchema>;

/** The online design tool's settings (spec §2 designStack). */
export const designStackSchema = z.looseObject({
  templatesLimit: z.number().int().positive(),
  editor: z.string(),
});

export const basicConfigsSchema = z.object({
  /** Analytics container id of the tenant (not the visitor's tracking id). */
  trackingId: z.string().nullable().default(null),
  domain: domainConfigSchema.optional(),
  urls: z.array(urlEntrySchema).optional(),
  defaultLinks: z.array(defaultLinkSchema).optional(),
  dictionaries: dictionariesSchema.default({}),
  configs: shopConfigsSchema,
  /** Form validation rules (regex sources and limits) keyed by rule name. */
  rules: z.record(z.string(), formRuleWireSchema).default({}),
  debug: z.boolean().default(false),
  reviews: reviewsSchema.nullable().default(null),
  /** Address lookup key; null when the tenant has none. */
  loqate: z.string().nullable().default(null),
  designStack: designStackSchema.optional(),
});
export type BasicConfigsResponse = z.infer<typeof basicConfigsSchema>;

const cardSchema = z.object({
  name: z.string(),
  path: z.string().startsWith("/"),
  image: z.string(),
  text: z.string(),
});

export const richTextNodeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("h2"), text: z.string() }),
  z.object({ kind: z.literal("h3"), text: z.string() }),
  z.object({ kind: z.literal("p"), text: z.string() }),
  z.object({ kind: z.literal("ul"), items: z.array(z.string()).min(1) }),
]);
export type RichTextNode = z.infer<typeof richTextNodeSchema>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A day of the year, "MM-DD". */
export const monthDaySchema = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a month-day MM-DD");

export const blockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hero"),
    eyebrow: z.string().nullable(),
    title: z.string().min(1),
    text: z.string(),
    cta: z.object({ label: z.string(), path: z.string().startsWith("/") }).nullable(),
    image: z.string().nullable(),
  }),
  z.object({ type: z.literal("richText"), content: z.array(richTextNodeSchema).min(1) }),
  z.object({ type: z.literal("productGrid"), title: z.string(), items: z.array(cardSchema).min(1) }),
  z.object({ type: z.literal("categoryGrid"), title: z.string(), items: z.array(cardSchema).min(1) }),
  z.object({
    type: z.literal("usps"),
    items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("faq"),
    title: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("glossary"),
    terms: z.array(z.object({ term: z.string(), definition: z.string() })).min(1),
  }),
  z.object({
    type: z.literal("productIntro"),
    productKey: z.string().min(1),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    highlights: z.array(z.string()),
  }),
  /** A loss leader landing page: the offer comes from the `key` query parameter (spec §5). */
  z.object({ type: z.literal("lossLeader") }),
  /**
   * A seasonal landing page's date window (issue 16 §4): the yearly windows it is open in, as
   * month-day pairs in its time zone (both days included, a window may span the new year), and what
   * happens outside them: a page saying when it comes back, or a redirect to the home page.
   */
  z.object({
    type: z.literal("season"),
    timeZone: z.string().min(1).refine(isTimeZone, "an IANA time zone, e.g. Europe/Paris"),
    windows: z.array(z.object({ from: monthDaySchema, until: monthDaySchema })).min(1),
    outside: z.enum(["announce", "home"]),
    /** Shown outside the window ("announce"): a title, and a text where {date} is the reopening day. */
    closedTitle: z.string().min(1),
    closedText: z.string().min(1),
  }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;
export type SeasonBlock = Extract<ContentBlock, { type: "season" }>;

/** A seasonal page's state at the request time (the API's clock), in the page answer. */
export const seasonStateSchema = z.object({
  open: z.boolean(),
  outside: z.enum(["announce", "home"]),
  /** The day (YYYY-MM-DD, the page's time zone) the page opens next when closed; null when open. */
  reopensOn: z.string().nullable(),
  /** The last day of the current window when open; null when closed. */
  closesOn: z.string().nullable(),
  closedTitle: z.string(),
  closedText: z.string(),
});
export type SeasonState = z.infer<typeof seasonStateSchema>;

/** Amounts of one price point, minor units: excluding and including the shop country's VAT. */
export const taxedAmountSchema = z.object({
  exclTax: z.number().int().nonnegative(),
  inclTax: z.number().int().nonnegative(),
});
export type TaxedAmount = z.infer<typeof taxedAmountSchema>;

/**
 * A product a page shows (its product cards, or the product of a product page), priced by the
 * pricing engine (issue 15 §2): the range of its default quote in the active currency, never copy.
 */
export const productOfferSchema = z.object({
  productKey: z.string().min(1),
  /** The product page's path; cards are matched to offers on it. */
  path: z.string().startsWith("/"),
  name: z.string(),
  image: z.string(),
  currencyCode: z.string().length(3),
  /** The cheapest option of the default quote: the "from" price. */
  lowPrice: taxedAmountSchema,
  /** The dearest option of the default quote. */
  highPrice: taxedAmountSchema,
  /** Options (quantity × production speed) in the default quote. */
  offerCount: z.number().int().positive(),
  /** Business days of the fastest production speed ("from 2 business days"). */
  fastestProductionDays: z.number().int().positive(),
  availability: z.enum(["InStock", "OutOfStock"]),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/**
 * The same page (same page key) in another tenant's url map, or in this one: what hreflang links
 * and sitemap alternates are built from. The storefront knows each tenant's origin.
 */
export const pageAlternateSchema = z.object({
  tenant: z.string().min(1),
  /** BCP 47 language tag of that tenant, e.g. "fr-FR". */
  hreflang: z.string().min(2),
  path: z.string().startsWith("/"),
});
export type PageAlternate = z.infer<typeof pageAlternateSchema>;

/** GET /api/v1/content/page/?id= */
export const contentPageSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  path: z.string().startsWith("/"),
  title: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** Layout name; "standard" when the page sets none. */
  layout: z.string().default("standard"),
  layoutSuffix: z.string().nullable().default(null),
  loggedOnly: z.boolean().default(false),
  /** Route metadata flag: the page opts out of authentication (never asks for login). */
  authOptOut: z.boolean().default(false),
  indexable: z.boolean().default(true),
  breadcrumbs: z.array(navItemSchema).default([]),
  blocks: z.array(blockSchema),
  /** The products the page shows, priced in the active currency (cards, or the page's own product). */
  offers: z.array(productOfferSchema).default([]),
  /** This page in every tenant that has it, this one included; empty when only this tenant has it. */
  alternates: z.array(pageAlternateSchema).default([]),
  /** Set on a seasonal landing page: open or closed now, and when it comes back. */
  season: seasonStateSchema.nullable().default(null),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/v1/content/robots/ */
export const robotsSchema = z.object({ body: z.string() });

/** GET /api/v1/content/{sitemap,sitemap-lp,old-sitemap}/ — paths only; the storefront adds its origin. */
export const sitemapSchema = z.object({
  entries: z.array(
    z.object({
      path: z.string().startsWith("/"),
      lastmod: z.string().nullable(),
      changefreq: z.enum(["daily", "weekly", "monthly", "yearly"]).nullable(),
      priority: z.number().min(0).max(1).nullable(),
      /** The page in every tenant that lists it (this one included); empty when only this one does. */
      alternates: z.array(pageAlternateSchema).default([]),
    }),
  ),
});

/** GET /api/v1/content/redirect/?path= — a server-provided redirect for a path outside the url map. */
export const serverRedirectSchema = z.object({
  location: z.string().min(1),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
