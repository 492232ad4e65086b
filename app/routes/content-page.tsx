import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContentBlocks } from "~/features/content/ContentBlocks";
import { ContentLayout, firstBlockIsHeading } from "~/features/content/ContentLayout";
import { pricingOf, vatDisplayOf } from "~/features/content/card-offers";
import { loadContentPage } from "~/features/content/content-page.server";
import { JsonLd } from "~/features/content/JsonLd";
import { pageMeta } from "~/features/content/page-meta";
import { clientPage, pageSeo } from "~/features/content/page-seo.server";
import { SeasonClosed } from "~/features/content/SeasonClosed";
import { seasonOutcome } from "~/features/content/season";
import { structuredDataRequest } from "~/features/content/structured-data.server";
import { isIslandAnswer, pageDataOf } from "~/features/product/island-quote";
import { islandTagAsked, loadIslandAnswer } from "~/features/product/island-quote.server";
import { islandAlreadyLoaded } from "~/features/product/island-sync";
import { productAction } from "~/features/product/product-actions.server";
import { PROMOCODE_INTENTS } from "~/features/product/product-form-fields";
import { loadProductPage, productPageStatus } from "~/features/product/product-page.server";
import { productSource } from "~/features/product/product-source";
import { toProductView } from "~/features/product/product-view.server";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { errorResponse } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { PromoStripe } from "~/shell/PromoStripe";
import type { ShellWire } from "~/shell/shell";
import { splitComponent } from "~/ui/split-component";
import type { Route } from "./+types/content-page";

/**
 * The product page (configurator, price bar, artwork) is its own chunk: home, category and content
 * pages share this route and never show it (issue 38 §3, ADR 084).
 */
const ProductPage = splitComponent(() =>
  import("~/features/product/ProductPage").then((module) => module.ProductPage),
);
// A product page's first load asks for that chunk as soon as this module runs, alongside the page's
// dictionary documents, rather than when hydration reaches it; a failure here is met again, and
// handled, when the page renders it.
if (typeof document !== "undefined" && document.querySelector("section.product-page")) {
  ProductPage.preload().catch(() => undefined);
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  // The configurator's re-quote: its product view only (ADR 060).
  const islandTag = islandTagAsked(request, url);
  const island = islandTag === null ? null : await loadIslandAnswer(context, url, islandTag);
  if (island) return island;
  const loaded = await loadContentPage(context, url);
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
  // Its code is in before the page renders, which then needs no second pass.
  const [product] = await Promise.all([loadProductPage(context, url, source), ProductPage.preload()]);
  const status = productPageStatus(product);
  return data(
    {
      ...common,
      // A product page answering 4xx or 5xx (a mode naming what isn't there) is never indexed.
      indexable: common.indexable && status < 400,
      product: toProductView(product, requestText(state)),
      added: url.searchParams.has("added"),
    },
    { status },
  );
}

/** Only product pages take POSTs (add to cart, promo code, share); anything else is a 405. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const page = await loadContentPage(context, url);
  const source = productSource(page);
  if (!source) throw errorResponse(405, "errors:request.methodNotAllowed");
  return productAction(context, request, url, source);
}

/**
 * The configurator island already fetched the page's data for this URL: don't load it twice. A
 * promo-code post changes the session's code even when it is refused (an invalid code clears the
 * one applied before), so the page's prices are loaded again after it whatever its status: React
 * Router's default skips revalidating after a 4xx, and the page kept the old discount (issue 38 §1).
 */
export function shouldRevalidate({
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && islandAlreadyLoaded(nextUrl)) return false;
  if (formMethod && PROMOCODE_INTENTS.has(String(formData?.get("intent")))) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shell = matches.find((match) => match?.id === "root")?.loaderData as ShellWire | undefined;
  return pageMeta(isIslandAnswer(loaderData) ? undefined : loaderData, shell?.shopName);
}

export default function ContentPageRoute({ loaderData: data, actionData, matches }: Route.ComponentProps) {
  const loaderData = pageDataOf(data);
  const { page, product, hasStructuredData } = loaderData;
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
      <ContentLayout key={page.path} page={page} promoStripe={product.hideChrome ? null : promoStripe}>
        <JsonLd key={page.path} present={hasStructuredData} />
        <ProductPage page={page} product={product} added={loaderData.added} actionData={actionData} />
      </ContentLayout>
    );
  }
  if (loaderData.seasonClosed && page.season) {
    return (
      <ContentLayout key={page.path} page={page} promoStripe={promoStripe}>
        <SeasonClosed season={page.season} locale={loaderData.locale} homePath={loaderData.homePath} />
      </ContentLayout>
    );
  }
  return (
    <ContentLayout key={page.path} page={page} promoStripe={promoStripe}>
      <JsonLd key={page.path} present={hasStructuredData} />
      <ContentBlocks
        blocks={page.blocks}
        firstBlockIsHeading={firstBlockIsHeading(page)}
        pricing={pricingOf(page.offers, {
          vat: loaderData.vat,
          locale: loaderData.locale,
          sortByPrice: page.layout === "category",
        })}
      />
    </ContentLayout>
  );
}
