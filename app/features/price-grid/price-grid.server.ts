import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { PARAM, readSelection } from "#contract/product/selection-params";
import { loadContentPage } from "~/features/content/content-page.server";
import { addToCart } from "~/features/product/add-to-cart.server";
import type { ProductActionData } from "~/features/product/product-actions.types";
import { LOSS_LEADER_PARAM } from "~/features/product/product-modes";
import { loadProductPage, productPageStatus } from "~/features/product/product-page.server";
import type { ProductPageSource } from "~/features/product/product-page.types";
import { productSource } from "~/features/product/product-source";
import { toProductView } from "~/features/product/product-view.server";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { errorResponse, pageNotFound } from "~/server/http-errors.server";
import { CELL_FIELD, PRODUCT_PARAM, parseCell, productPathOf } from "./price-grid-cell";

/**
 * The price grid for repeat buyers (spec §2 product-ppag): the product page's flow and quote for
 * the product named by ?product=, every quantity × delivery at once; each cell posts add to cart,
 * which goes through the product page's own add-to-cart (same payload, re-priced on the server).
 */

/** The product page a grid URL names; a missing one is a 400, an unknown or non-product one a 404. */
async function gridSource(context: Readonly<RouterContextProvider>, url: URL): Promise<ProductPageSource> {
  const path = productPathOf(url.searchParams);
  if (path === null) throw errorResponse(400, "errors:request.refused");
  const page = await loadContentPage(context, new URL(path, url.origin));
  const source = productSource(page);
  if (!source || source.lossLeaderPage) throw pageNotFound(path);
  return source;
}

/** The selection part of a grid URL or form, as the product page reads it (no mode parameters). */
function productUrl(
  context: Readonly<RouterContextProvider>,
  source: ProductPageSource,
  params: URLSearchParams,
) {
  const { shop, origin } = getRequestState(context);
  const modeParams = new Set([...Object.values(shop.configs.productQueryParams), LOSS_LEADER_PARAM]);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== PRODUCT_PARAM && name !== CELL_FIELD && !modeParams.has(name)) kept.append(name, value);
  }
  return new URL(`${source.path}?${kept.toString()}`, origin);
}

export async function loadPriceGrid(context: Readonly<RouterContextProvider>, url: URL) {
  const source = await gridSource(context, url);
  const product = await loadProductPage(context, productUrl(context, source, url.searchParams), source);
  const view = toProductView(product, requestText(getRequestState(context)));
  return data({ source, product: view }, { status: productPageStatus(product) });
}

const intentSchema = z.literal("addToCart");

/** A cell's add to cart: the posted options plus the cell's quantity and delivery, quoted again here. */
export async function priceGridAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const source = await gridSource(context, url);
  const form = await readForm(request);
  const cell = parseCell(form.get(CELL_FIELD));
  if (!intentSchema.safeParse(form.get("intent")).success || !cell) {
    return refused<ProductActionData>(formError("ppag:invalidCell"), 400);
  }
  const posted = new URLSearchParams();
  const { requested } = readSelection(
    new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  );
  for (const [name, value] of Object.entries(requested.attributes)) posted.set(name, value);
  posted.set(PARAM.quantity, String(cell.quantity));
  posted.set(PARAM.priority, cell.priority);
  return addToCart(context, productUrl(context, source, posted), source, { exactly: cell });
}
