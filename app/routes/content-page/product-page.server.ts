import { data, type RouterContextProvider } from "react-router";
import { productAction } from "~/features/product/product-actions.server";
import { loadProductPage, productPageStatus } from "~/features/product/product-page.server";
import type { ProductPageSource } from "~/features/product/product-page.types";
import { toProductView } from "~/features/product/product-view.server";
import { toProductWire } from "~/features/product/product-wire";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { ProductPage } from "./product-page";

/** The product page's server side: the catch-all's loader part and action for a product (see product-page.tsx). */

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
      product: toProductWire(toProductView(product, requestText(getRequestState(context)))),
      added: url.searchParams.has("added"),
    },
    { status },
  );
}

/** Add to cart, promo code, share, save: the only posts a catalogue page takes. */
export const productPageAction = productAction;
