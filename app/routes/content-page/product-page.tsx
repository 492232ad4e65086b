import type { ReactNode } from "react";
import { data, type RouterContextProvider } from "react-router";
import type { ContentPage } from "#contract/content/content.schemas";
import { ContentLayout } from "~/features/content/ContentLayout";
import { JsonLd } from "~/features/content/JsonLd";
import type { ProductPageProps } from "~/features/product/ProductPage";
import { productAction } from "~/features/product/product-actions.server";
import { PROMOCODE_INTENTS } from "~/features/product/product-form-fields";
import { loadProductPage, productPageStatus } from "~/features/product/product-page.server";
import type { ProductPageSource } from "~/features/product/product-page.types";
import { toProductView } from "~/features/product/product-view.server";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { splitComponent } from "~/ui/split-component";

/**
 * The product page: a content page whose url-map entry names a product configuration. The catch-all
 * (`../content-page.tsx`) only knows the kind after the URL lookup, so it hands this module the page's
 * product source; everything product-only (its loader part, its action, its component) is here.
 */

/**
 * The product page (configurator, price bar, artwork) is its own chunk: home, category and content
 * pages share the catch-all route and never show it (issue 38 §3, ADR 084).
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

/** The loader's product part: the page's common fields plus the product view, with the product's status. */
export async function productPageData<Common extends { indexable: boolean }>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  source: ProductPageSource,
  common: Common,
) {
  // Its code is in before the page renders, which then needs no second pass.
  const [product] = await Promise.all([loadProductPage(context, url, source), ProductPage.preload()]);
  const status = productPageStatus(product);
  return data(
    {
      ...common,
      // A product page answering 4xx or 5xx (a mode naming what isn't there) is never indexed.
      indexable: common.indexable && status < 400,
      product: toProductView(product, requestText(getRequestState(context))),
      added: url.searchParams.has("added"),
    },
    { status },
  );
}

/** Add to cart, promo code, share, save: the only posts a catalogue page takes. */
export const productPageAction = productAction;

/**
 * A promo-code post changes the session's code even when it is refused (an invalid code clears the
 * one applied before), so the page's prices are loaded again after it whatever its status: React
 * Router's default skips revalidating after a 4xx, and the page kept the old discount (issue 38 §1).
 */
export function isPromocodePost(formData: FormData | undefined): boolean {
  return PROMOCODE_INTENTS.has(String(formData?.get("intent")));
}

export function ProductPageScreen({
  promoStripe,
  hasStructuredData,
  ...props
}: ProductPageProps & { promoStripe: ReactNode; hasStructuredData: boolean; page: ContentPage }) {
  const { page, product } = props;
  return (
    <ContentLayout key={page.path} page={page} promoStripe={product.hideChrome ? null : promoStripe}>
      <JsonLd key={page.path} present={hasStructuredData} />
      <ProductPage {...props} />
    </ContentLayout>
  );
}
