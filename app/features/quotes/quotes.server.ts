import { openAsBlob } from "node:fs";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { parisClock } from "#contract/delivery/business-days";
import { quoteEndpoints } from "#contract/quotes/quote.endpoints";
import type { QuoteDecisionBody, QuoteRequestBody, QuoteToCartBody } from "#contract/quotes/quote.requests";
import type { Quote } from "#contract/quotes/quote.schemas";
import { visitorCart } from "~/features/cart/cart.server";
import { fetchConfiguration } from "~/features/product/product-api.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type FieldErrors, type FormResult, fieldErrorsOf, formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream, statusOfThrown } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { clockNow } from "~/server/test-clock.server";
import { readUploadForm, type UploadForm } from "../orders/artwork-upload.server";
import { deadlineProblem, optionsOf, quoteFormSchema, readPrefill } from "./quote-form";
import { describeConfiguration, type QuoteOptionView } from "./quote-options";

/** The custom quote screens of the customer (issue 16, ADR 026): the request form and the list. */

export type { Quote };

const today = () => parisClock(new Date(clockNow())).date;

export interface QuoteRequestData {
  product: { key: string; name: string; options: QuoteOptionView[] } | null;
  /** The product link named no product we sell, or none at all. */
  productMissing: boolean;
  quantity: number | null;
  countries: { iso2: string; name: string }[];
  defaultCountry: string;
  today: string;
  homePath: string;
}

export async function loadQuoteRequest(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<QuoteRequestData> {
  const state = getRequestState(context);
  const prefill = readPrefill(url.searchParams);
  const base = {
    quantity: prefill.quantity,
    countries: state.shop.domain.countries,
    defaultCountry: state.shop.domain.default_iso2,
    today: today(),
    homePath: state.shop.links.home ?? "/",
  };
  if (!prefill.productKey) return { ...base, product: null, productMissing: true };
  const key = prefill.productKey;
  const configuration = await guardUpstream(async () => {
    try {
      return await fetchConfiguration(state.api, key);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });
  if (!configuration) return { ...base, product: null, productMissing: true };
  return {
    ...base,
    product: {
      key,
      name: configuration.productName,
      options: describeConfiguration(configuration, prefill.options),
    },
    productMissing: false,
  };
}

export type QuoteRequestActionData = FormResult & { values: Record<string, string> };

const UPSTREAM_ERRORS: Record<string, [string, string]> = {
  ATTACHMENT_TYPE_UNSUPPORTED: ["file", "quotes:error.fileType"],
  ATTACHMENT_DAMAGED: ["file", "quotes:error.fileDamaged"],
  ATTACHMENT_TOO_LARGE: ["file", "quotes:error.fileTooLarge"],
  ATTACHMENT_TOO_MANY_PIXELS: ["file", "quotes:error.fileOversized"],
  ATTACHMENT_TOO_MANY_PAGES: ["file", "quotes:error.fileOversized"],
  ATTACHMENT_PAGE_TOO_LARGE: ["file", "quotes:error.fileOversized"],
  INVALID_CONFIGURATION: ["form", "quotes:error.options"],
  PRODUCT_NOT_FOUND: ["form", "quotes:error.product"],
  COUNTRY_UNSUPPORTED: ["country", "quotes:error.country"],
};

const refusedRequest = (values: Record<string, string>, errors: FieldErrors, status: number) =>
  data<QuoteRequestActionData>({ errors, values: withoutOptions(values) }, { status });

function withoutOptions(values: Record<string, string>) {
  const { message = "", quantity = "", deadline = "", country = "" } = values;
  return {
    message: message.slice(0, 2000),
    quantity: quantity.slice(0, 20),
    deadline: deadline.slice(0, 10),
    country: country.slice(0, 2),
  };
}

/** Posts the request (multipart, the attachment streamed through a temporary file); 303 to the list. */
export async function quoteRequestAction(context: Readonly<RouterContextProvider>, request: Request) {
  const state = getRequestState(context);
  let form: UploadForm;
  try {
    form = await readUploadForm(request, state.env.artworkMaxBytes);
  } catch (error) {
    if (statusOfThrown(error) === 400) return refusedRequest({}, { form: "quotes:error.interrupted" }, 400);
    throw error;
  }
  try {
    if (form.tooLarge) return refusedRequest(form.fields, { file: "quotes:error.fileTooLarge" }, 413);
    return await sendRequest(state, form);
  } finally {
    await form.cleanup();
  }
}

async function sendRequest(state: RequestState, form: UploadForm) {
  const parsed = quoteFormSchema.safeParse(form.fields);
  if (!parsed.success) return refusedRequest(form.fields, fieldErrorsOf(parsed.error), 400);
  const late = deadlineProblem(parsed.data.deadline || undefined, today());
  if (late) return refusedRequest(form.fields, { deadline: late }, 400);
  const { product, quantity, deadline, country, message } = parsed.data;
  const upstream = new FormData();
  const body: QuoteRequestBody = {
    productKey: product,
    options: optionsOf(form.fields),
    quantity,
    ...(deadline ? { deadline } : {}),
    country,
    message,
  };
  upstream.set("request", JSON.stringify(body));
  if (form.file && form.file.size > 0)
    upstream.set("file", await openAsBlob(form.file.path), form.file.name || "attachment");
  const sent = await expectRefusals([400, 404, 413, 415, 422], () =>
    state.api.call(quoteEndpoints.request, { body: upstream }),
  );
  if (sent instanceof ApiError) {
    const [field, key] = UPSTREAM_ERRORS[sent.code] ?? ["form", "quotes:error.invalid"];
    return refusedRequest(form.fields, { [field]: key }, sent.status);
  }
  const list = state.shop.links.quotes ?? "/";
  return redirect(`${list}?${new URLSearchParams({ sent: sent.quoteNumber })}`, 303);
}

export interface QuotesPageData {
  quotes: Quote[];
  sent: string | null;
  done: string | null;
  locale: string;
}

export async function loadQuotes(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<QuotesPageData> {
  const state = getRequestState(context);
  const list = await guardUpstream(() => state.api.call(quoteEndpoints.quotes));
  const sent = url.searchParams.get("sent");
  const done = url.searchParams.get("done");
  return {
    quotes: list.quotes,
    sent: sent && /^[A-Z]{2}-\d{4}-\d{4,}$/.test(sent) ? sent : null,
    done: done === "accepted" || done === "declined" ? done : null,
    locale: state.shop.domain.locale,
  };
}

const quoteActionSchema = z.object({
  intent: z.enum(["accept", "decline", "addToCart"]),
  id: z.string().trim().min(1).max(100),
});

/** A refused decision, naming the quote it was about (null: the form itself was malformed). */
export type QuotesActionData = FormResult & { id: string | null };

const DECISION_ERRORS: Record<string, string> = {
  QUOTE_EXPIRED: "quotes:error.expired",
  QUOTE_NOT_ANSWERED: "quotes:error.notAnswered",
  QUOTE_NOT_ACCEPTED: "quotes:error.notAccepted",
  QUOTE_IN_CART: "quotes:error.inCart",
  QUOTE_CURRENCY: "quotes:error.currency",
  CART_ITEM_LIMIT: "quotes:error.cartFull",
  QUOTE_CHANGED: "quotes:error.changed",
};

/** Accept, decline, or put an accepted quote in the cart (then the cart screen). */
export async function quotesAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const parsed = quoteActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refused({ ...formError("quotes:error.invalid"), id: null }, 400);
  const { intent, id } = parsed.data;
  const answer = await expectRefusals([400, 404, 409], async () => {
    if (intent === "addToCart") {
      const cart = await visitorCart(state);
      return state.api.call(quoteEndpoints.addToCart, {
        params: { id },
        body: { cartId: cart.id } satisfies QuoteToCartBody,
      });
    }
    return state.api.call(quoteEndpoints.decide, {
      params: { id },
      body: { decision: intent } satisfies QuoteDecisionBody,
    });
  });
  if (answer instanceof ApiError) {
    const error = DECISION_ERRORS[answer.code] ?? "quotes:error.invalid";
    return refused({ ...formError(error), id }, answer.status);
  }
  if ("lineItemId" in answer) {
    const cart = state.shop.links.cart ?? "/";
    return redirect(`${cart}?${new URLSearchParams({ done: "added", added: answer.lineItemId })}`, 303);
  }
  const done = intent === "accept" ? "accepted" : "declined";
  return redirect(`${url.pathname}?${new URLSearchParams({ done })}`, 303);
}
