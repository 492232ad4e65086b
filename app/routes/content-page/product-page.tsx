import type { ReactNode } from "react";
import type { ContentPage } from "#contract/content/content.schemas";
import { ContentLayout } from "~/features/content/ContentLayout";
import { JsonLd } from "~/features/content/JsonLd";
import type { ProductPageProps } from "~/features/product/ProductPage";
import { PROMOCODE_INTENTS } from "~/features/product/product-form-fields";
import { splitComponent } from "~/ui/split-component";

/**
 * The product page: a content page whose url-map entry names a product configuration. The catch-all
 * (`../content-page.tsx`) only knows the kind after the URL lookup, so it hands the product's
 * part to this module (the component, the split chunk) and to `product-page.server.ts` (its loader
 * part and action: server code stays out of the browser's bundle only in route modules and `*.server`).
 */

/**
 * The product page (configurator, price bar, artwork) is its own chunk: home, category and content
 * pages share the catch-all route and never show it (issue 38 §3, ADR 084).
 */
export const ProductPage = splitComponent(() =>
  import("~/features/product/ProductPage").then((module) => module.ProductPage),
);
// A product page's first load asks for that chunk as soon as this module runs, alongside the page's
// dictionary documents, rather than when hydration reaches it; a failure here is met again, and
// handled, when the page renders it.
if (typeof document !== "undefined" && document.querySelector("section.product-page")) {
  ProductPage.preload().catch(() => undefined);
}

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
