import { data, type RouterContextProvider } from "react-router";
import type { ContentPage } from "#contract/content/content.schemas";
import { ISLAND_PARAM } from "#contract/product/selection-params";
import { loadContentPage } from "~/features/content/content-page.server";
import { seasonOutcome } from "~/features/content/season";
import { requestText } from "~/i18n/request-text.server";
import { getRequestState } from "~/server/context.server";
import { statusOfThrown } from "~/server/http-errors.server";
import { isDataRequest } from "~/server/path-rules";
import type { IslandAnswer, IslandQuote } from "./island-quote";
import { TOPIC_UNAVAILABLE, type TopicError } from "./product-errors";
import { withErrorText } from "./product-message-texts";
import { loadProductPage, productPageStatus } from "./product-page.server";
import type { ProductView } from "./product-page.types";
import { productSource } from "./product-source";
import { toProductView } from "./product-view.server";

/**
 * The tag a data request from the island names, or null: a document request renders the whole
 * page whatever its query says.
 */
export function islandTagAsked(request: Request, url: URL): string | null {
  const held = url.searchParams.get(ISLAND_PARAM);
  return held !== null && isDataRequest(request) ? held : null;
}

/** A re-quote for the island that holds the configuration tagged `held`: the same view, less what it has. */
export function toIslandQuote(view: ProductView, held: string): IslandQuote {
  if (view.configuration === null || view.configurationTag !== held) return view;
  const { configuration: _held, ...quote } = view;
  return quote;
}

/**
 * The island's re-quote (ADR 060), or null when the page is no product page to re-quote (the page's
 * own answer then says what it is). The page's lookup failing upstream answers "prices can't be
 * updated now", so the shopper keeps the page and the last priced choice instead of an error page.
 */
export async function loadIslandAnswer(context: Readonly<RouterContextProvider>, url: URL, held: string) {
  const state = getRequestState(context);
  const t = requestText(state);
  let page: ContentPage;
  try {
    page = await loadContentPage(context, url);
  } catch (thrown) {
    if ((statusOfThrown(thrown) ?? 0) < 500) throw thrown;
    const unavailable: TopicError = {
      topic: "price-quote",
      message: TOPIC_UNAVAILABLE["price-quote"],
      unavailable: true,
    };
    const error = withErrorText(unavailable, t);
    return data<IslandAnswer>({ island: null, error }, { status: 503 });
  }
  const source = productSource(page);
  if (!source || seasonOutcome(page) === "redirectHome") return null;
  const product = await loadProductPage(context, url, source);
  const island = toIslandQuote(toProductView(product, t), held);
  return data<IslandAnswer>({ island }, { status: productPageStatus(product) });
}
