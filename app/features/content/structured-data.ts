import type { NavItem, PageAlternate, ProductOffer } from "#contract/content/content.schemas";
import type { VatDisplay } from "#contract/product/selection-params";
import { currencyDigits } from "~/i18n/formatters";

/**
 * Search-engine data of content pages (issue 15 §3, ADR 023), pure: schema.org JSON-LD objects,
 * hreflang alternates and absolute image URLs. Serialised by `serializeJsonLd` for a
 * <script type="application/ld+json">.
 */

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

const SCHEMA = "https://schema.org" as const;

/** An absolute URL on `origin` for a same-origin path; absolute URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Minor units → the decimal string schema.org prices use ("12.50"). */
export function decimalAmount(centAmount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (centAmount / 10 ** digits).toFixed(digits);
}

/** The breadcrumb trail of a page: only pages of the url map, the page itself last. */
export function breadcrumbTrail(
  crumbs: readonly NavItem[],
  current: NavItem,
  inUrlMap: (path: string) => boolean,
): NavItem[] {
  const ancestors = crumbs.filter((crumb) => crumb.path !== current.path && inUrlMap(crumb.path));
  return [...ancestors, current];
}

export function breadcrumbListJsonLd(trail: readonly NavItem[], origin: string): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export interface ProductJsonLdInput {
  offer: ProductOffer;
  description: string;
  url: string;
  origin: string;
  brand: string;
  vat: VatDisplay;
}

/** Product with an AggregateOffer: the lowest and highest price of the default configuration. */
export function productJsonLd({ offer, description, url, origin, brand, vat }: ProductJsonLdInput): JsonLd {
  const pick = (amount: ProductOffer["lowPrice"]) => (vat === "incl" ? amount.inclTax : amount.exclTax);
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: offer.name,
    description,
    sku: offer.productKey,
    url,
    image: [absoluteUrl(origin, offer.image)],
    brand: { "@type": "Brand", name: brand },
    offers: {
      "@type": "AggregateOffer",
      lowPrice: decimalAmount(pick(offer.lowPrice), offer.currencyCode),
      highPrice: decimalAmount(pick(offer.highPrice), offer.currencyCode),
      priceCurrency: offer.currencyCode,
      offerCount: offer.offerCount,
      availability: `${SCHEMA}/${offer.availability}`,
      url,
    },
  };
}

export interface OrganizationInput {
  name: string;
  origin: string;
  email: string;
  telephone: string;
}

export function organizationJsonLd({ name, origin, email, telephone }: OrganizationInput): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, "/favicon.svg"),
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", email, telephone },
  };
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * hreflang links of a page: one per tenant that has it (this one included) plus x-default, the
 * default tenant's page (ADR 023). Tenants without a known origin are left out; fewer than two
 * languages left means no links at all.
 */
export function hreflangLinks(
  alternates: readonly PageAlternate[],
  originOf: (tenant: string) => string | null,
  defaultTenant: string,
): HreflangLink[] {
  const links = alternates.flatMap((alternate) => {
    const origin = originOf(alternate.tenant);
    return origin
      ? [
          {
            tenant: alternate.tenant,
            hreflang: alternate.hreflang,
            href: absoluteUrl(origin, alternate.path),
          },
        ]
      : [];
  });
  if (links.length < 2) return [];
  const fallback = links.find((link) => link.tenant === defaultTenant);
  const all = links.map(({ hreflang, href }) => ({ hreflang, href }));
  return fallback ? [...all, { hreflang: "x-default", href: fallback.href }] : all;
}

/**
 * JSON for an inline <script>: `<` (and `>`, `&`, U+2028/U+2029) escaped as \u sequences, so no
 * string in the data can close the script element or open a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
