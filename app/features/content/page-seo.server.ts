import type { ContentPage } from "#contract/content/content.schemas";
import type { VatDisplay } from "#contract/product/selection-params";
import type { RequestState } from "~/server/context.server";
import { defaultTenant, tenantOrigin } from "~/server/tenant-origins";
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  breadcrumbTrail,
  hreflangLinks as buildHreflang,
  type HreflangLink,
  type JsonLd,
  organizationJsonLd,
  productJsonLd,
} from "./structured-data";

/** What a content page tells search engines besides its copy (issue 15 §3, ADR 023). */
export interface PageSeo {
  /** Ancestors then the page itself, all in the url map (breadcrumbs and BreadcrumbList). */
  trail: { label: string; path: string }[];
  hreflang: HreflangLink[];
  ogImage: string | null;
  jsonLd: JsonLd[];
}

/** The image a share preview shows: the product's own picture, else the page's hero image. */
function pageImage(page: ContentPage): string | null {
  const own = page.offers.find((offer) => offer.path === page.path);
  if (own) return own.image;
  for (const block of page.blocks) if (block.type === "hero" && block.image) return block.image;
  return null;
}

/**
 * The picture social sites show for a page: they don't render SVG, so the shop's own SVG pictures
 * are named by the PNG the build renders beside each (scripts/social-images.mjs).
 */
export function socialImage(image: string): string {
  return image.startsWith("/images/") && image.endsWith(".svg") ? image.replace(/\.svg$/, ".png") : image;
}

export function pageSeo(state: RequestState, page: ContentPage, vat: VatDisplay): PageSeo {
  const { origin, shop } = state;
  const canonical = absoluteUrl(origin, page.path);
  const trail = breadcrumbTrail(page.breadcrumbs, { label: page.title, path: page.path }, (path) =>
    shop.urlMap.has(path),
  );
  const jsonLd: JsonLd[] = [];
  const layout = page.layout;
  if (layout === "home") {
    jsonLd.push(
      organizationJsonLd({
        name: shop.domain.name,
        origin,
        email: shop.configs.supportEmail,
        telephone: shop.configs.supportPhone,
      }),
    );
  }
  const own = page.offers.find((offer) => offer.path === page.path);
  if (own) {
    jsonLd.push(
      productJsonLd({
        offer: own,
        description: page.metaDescription,
        url: canonical,
        origin,
        brand: shop.domain.name,
        vat,
      }),
    );
  }
  if ((layout === "category" || layout === "product") && page.breadcrumbs.length > 0) {
    jsonLd.push(breadcrumbListJsonLd(trail, origin));
  }
  const image = layout === "product" || layout === "category" || layout === "home" ? pageImage(page) : null;
  return {
    trail,
    hreflang: hreflangLinks(state, page),
    ogImage: image ? absoluteUrl(origin, socialImage(image)) : null,
    jsonLd,
  };
}

function hreflangLinks(state: RequestState, page: ContentPage): HreflangLink[] {
  const { env, origin, tenant } = state;
  return buildHreflang(
    page.alternates,
    (other) => (other === tenant ? origin : tenantOrigin(env.tenantDomains, other, origin, env.listenPort)),
    defaultTenant(env.tenantDomains),
  );
}

/**
 * The page as the browser gets it: without what only the server uses (the other tenants' paths, made
 * into hreflang links above) and, on a product page, without its cards' offers (only a category lists
 * cards; the product's own offer is in its JSON-LD). Loader data is hydration data: every field here
 * is sent in every product page (issue 18 §3).
 */
export function clientPage(page: ContentPage, isProduct: boolean): ContentPage {
  return { ...page, alternates: [], offers: isProduct ? [] : page.offers };
}
