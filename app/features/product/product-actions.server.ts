import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { boundedSelectionParams } from "#contract/product/selection-bounds";
import { PARAM } from "#contract/product/selection-params";
import { getRequestState } from "~/server/context.server";
import { readForm, refusals } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { addToCart } from "./add-to-cart.server";
import type { ProductActionData, ShareAnswer } from "./product-actions.types";
import { checkPromocodeText } from "./product-api.server";
import {
  ADDED_PARAM,
  ARTWORK_CHECK_PARAM,
  NON_SELECTION_FIELDS,
  REPRICED_PARAM,
  SHOWN_PRICE_FIELD,
} from "./product-form-fields";
import { loadProductPage } from "./product-page.server";
import type { ProductPageSource } from "./product-page.types";
import { configurationKey, saveDesign } from "./save-design.server";

/** One action for the product page resource: a zod-validated intent, 303 or field errors. */

const intentSchema = z.enum([
  "addToCart",
  "applyPromocode",
  "removePromocode",
  "shareConfiguration",
  "saveDesign",
]);
const promocodeSchema = z.string().trim().max(64, "promocode.tooLong");

/**
 * The selection an action works on: the posted configurator fields, or (for the small promo and
 * share forms, which post only their own field) the selection carried in the action URL. The mode
 * parameter always comes from the URL.
 */
function selectionUrl(url: URL, form: FormData, modeParams: readonly string[]): URL {
  const posted = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === "string" && !NON_SELECTION_FIELDS.has(name)) posted.append(name, value);
  }
  const unbounded = posted.has(PARAM.quantity) ? posted : new URLSearchParams(url.searchParams);
  for (const name of [...NON_SELECTION_FIELDS, ADDED_PARAM, REPRICED_PARAM, ARTWORK_CHECK_PARAM])
    unbounded.delete(name);
  for (const name of modeParams) {
    const value = url.searchParams.get(name);
    if (value !== null) unbounded.set(name, value);
    else if (!posted.has(name)) unbounded.delete(name);
  }
  // Every action answers with this address: only the selection's own fields, each bounded (issue 35).
  const params = boundedSelectionParams(unbounded, modeParams);
  if (!params) throw refusals.malformed();
  return new URL(`${url.pathname}?${params.toString()}`, url.origin);
}

const seeOther = (location: string) => redirect(location, 303);

export async function productAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  source: ProductPageSource,
) {
  const state = getRequestState(context);
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) {
    return refused<ProductActionData>(formError("product:form.invalidIntent"), 400);
  }
  const modeParams = Object.values(state.shop.configs.productQueryParams);
  const target = selectionUrl(url, form, modeParams);
  const back = `${target.pathname}${target.search}`;
  const currency = state.session.activeCurrency;

  switch (intent.data) {
    case "removePromocode":
      state.session.promocode = null;
      return seeOther(back);
    case "applyPromocode": {
      const code = promocodeSchema.safeParse(form.get("promocode") ?? "");
      if (!code.success)
        return refused<ProductActionData>({ errors: { promocode: "product:promocode.tooLong" } }, 400);
      if (code.data === "") {
        state.session.promocode = null;
        return seeOther(back);
      }
      const check = await guardUpstream(() =>
        checkPromocodeText(state.api, { code: code.data, productKey: source.productKey, currency }),
      );
      if (check.isValid && check.promocode) {
        state.session.promocode = { code: check.promocode.code, id: check.promocode.id };
        return seeOther(back);
      }
      // An invalid code is cleared (spec §4), so the page no longer quotes with the previous one.
      state.session.promocode = null;
      return refused<ProductActionData>(
        { errors: { promocode: "product:promocode.invalid" }, reason: check.reason },
        400,
      );
    }
    case "shareConfiguration": {
      const page = await loadProductPage(context, target, source);
      if (!page.selection) return refused<ProductActionData>(formError("product:form.unavailable"), 503);
      if (page.lossLeader) {
        // An offer link already carries everything: its key and the selection.
        return { shareUrl: `${state.origin}${source.path}${page.search}` } satisfies ShareAnswer;
      }
      const key = await configurationKey(state, { ...page, selection: page.selection });
      const param = state.shop.configs.productQueryParams.preconfiguredKey;
      return { shareUrl: `${state.origin}${source.path}?${param}=${key}` } satisfies ShareAnswer;
    }
    case "addToCart":
      return addToCart(context, target, source, { shownPrice: form.get(SHOWN_PRICE_FIELD) });
    case "saveDesign":
      return saveDesign(context, target, source);
  }
}
