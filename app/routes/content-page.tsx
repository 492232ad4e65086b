import type { ShouldRevalidateFunctionArgs } from "react-router";
import { layoutName } from "~/features/content/ContentLayout";
import { vatDisplayOf } from "~/features/content/card-offers";
import { loadContentPage } from "~/features/content/content-page.server";
import { LandingBlock } from "~/features/content/landing-blocks-split";
import { pageMeta } from "~/features/content/page-meta";
import { clientPage, pageSeo } from "~/features/content/page-seo.server";
import { seasonOutcome } from "~/features/content/season";
import { structuredDataRequest } from "~/features/content/structured-data.server";
import { isIslandAnswer, pageDataOf } from "~/features/product/island-quote";
import { islandTagAsked, loadIslandAnswer } from "~/features/product/island-quote.server";
import { islandAlreadyLoaded } from "~/features/product/island-sync";
import { productSource } from "~/features/product/product-source";
import { productViewOf } from "~/features/product/product-wire";
import { getRequestState } from "~/server/context.server";
import { errorResponse } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { PromoStripe } from "~/shell/PromoStripe";
import type { ShellWire } from "~/shell/shell";
import type { Route } from "./+types/content-page";
import { CategoryPage } from "./content-page/category-page";
import { ClosedSeasonPage, LandingPage } from "./content-page/landing-page";
import { isPromocodePost, ProductPageScreen } from "./content-page/product-page";
import { productPageAction, productPageData } from "./content-page/product-page.server";

/**
 * The catch-all: every path the url map resolves (home, categories, landing pages, products). Which
 * kind a page is only shows after the lookup, so this module resolves the page, builds what every kind
 * shares (SEO, canonical, season), and hands over to the kind's own module in `content-page/`:
 * `product-page.tsx` (and its `.server.ts`), `category-page.tsx`, `landing-page.tsx`.
 */

export async function loader({ context, request, url }: Route.LoaderArgs) {
  // The configurator's re-quote: its product view only (ADR 060).
  const islandTag = islandTagAsked(request, url);
  const island = islandTag === null ? null : await loadIslandAnswer(context, url, islandTag);
  if (island) return island;
  // The landing blocks' code (its own chunk), in before the first render (at once after the first request).
  const [loaded] = await Promise.all([loadContentPage(context, url), LandingBlock.preload()]);
  const state = getRequestState(context);
  const season = seasonOutcome(loaded);
  // Out of season, a page that says so sends visitors home (temporarily: it comes back).
  if (season === "redirectHome") throw redirect(state.shop.links.home ?? "/", 302);
  const vat = vatDisplayOf(url);
  const seo = pageSeo(state, loaded, vat);
  // Crawlers read it in the HTML; the browser never needs it (JsonLd.tsx).
  context.set(structuredDataRequest, seo.jsonLd);
  const source = productSource(loaded);
  // Breadcrumbs name only pages of the url map (issue 15 §2).
  const page = clientPage({ ...loaded, breadcrumbs: seo.trail }, source !== null);
  const common = {
    page,
    canonicalUrl: `${state.origin}${page.path}`,
    // A closed seasonal page is kept out of search results until it opens again.
    indexable: state.shop.domain.indexable && page.indexable && season === "show",
    seasonClosed: season === "announce",
    homePath: state.shop.links.home ?? "/",
    seo: { hreflang: seo.hreflang, ogImage: seo.ogImage },
    hasStructuredData: seo.jsonLd.length > 0,
    vat,
    locale: state.shop.domain.locale,
  };
  if (!source) return { ...common, product: null, added: false };
  return productPageData(context, url, source, common);
}

/** Only product pages take POSTs (add to cart, promo code, share); anything else is a 405. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const page = await loadContentPage(context, url);
  const source = productSource(page);
  if (!source) throw errorResponse(405, "errors:request.methodNotAllowed");
  return productPageAction(context, request, url, source);
}

/** The configurator island already fetched the page's data for this URL: don't load it twice. */
export function shouldRevalidate({
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && islandAlreadyLoaded(nextUrl)) return false;
  if (formMethod && isPromocodePost(formData)) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shell = matches.find((match) => match?.id === "root")?.loaderData as ShellWire | undefined;
  return pageMeta(isIslandAnswer(loaderData) ? undefined : loaderData, shell?.shopName);
}

export default function ContentPageRoute({ loaderData: data, actionData, matches }: Route.ComponentProps) {
  const loaderData = pageDataOf(data);
  const { page, product, hasStructuredData, vat, locale } = loaderData;
  const shell = matches[0].loaderData as ShellWire;
  const promoStripe = (
    <PromoStripe
      banners={shell.promoStripes}
      campaign={shell.campaign}
      segments={shell.segments}
      now={shell.requestTime}
    />
  );
  if (product) {
    return (
      <ProductPageScreen
        page={page}
        product={productViewOf(product)}
        added={loaderData.added}
        actionData={actionData}
        hasStructuredData={hasStructuredData}
        promoStripe={promoStripe}
      />
    );
  }
  if (loaderData.seasonClosed && page.season) {
    const { homePath } = loaderData;
    return <ClosedSeasonPage page={page} season={page.season} {...{ locale, homePath, promoStripe }} />;
  }
  const KindPage = layoutName(page.layout) === "category" ? CategoryPage : LandingPage;
  return <KindPage {...{ page, vat, locale, hasStructuredData, promoStripe }} />;
}
