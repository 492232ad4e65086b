import type { MiddlewareFunction } from "react-router";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { productAction } from "../../app/features/product/product-actions.server";
import { productSource } from "../../app/features/product/product-source";
import type { TestApi } from "../integration/helpers";
import { customerWithAddresses, type Send, sender, signIn } from "../integration/orders-fixture";
import { type HarnessOptions, requestContext } from "./request-harness";

/**
 * A signed-in shopper with addresses and something in the cart, as the checkout and payment
 * screens expect them: the line is added through the product page's own action.
 */
export const PRODUCT_URL = "http://localhost:3000/cartes-de-visite/standard/";

export type Harness = Awaited<ReturnType<typeof requestContext>>;

export function formPost(url: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

export async function addProductToCart(harness: Harness): Promise<void> {
  const url = new URL(PRODUCT_URL);
  const source = productSource(await loadContentPage(harness.context, url));
  if (!source) throw new Error("not a product page");
  const answer = await productAction(
    harness.context,
    formPost(PRODUCT_URL, { intent: "addToCart" }),
    url,
    source,
  );
  if (!(answer instanceof Response) || answer.status !== 303) throw new Error("add to cart failed");
}

export async function signedInShopper(api: TestApi, email: string, options: HarnessOptions = {}) {
  const send: Send = sender(() => api);
  const token = await signIn(send, email);
  const customer = await customerWithAddresses(send, token);
  const harness = await requestContext(api.api, { ...options, accessToken: token });
  return { send, token, customer, harness };
}

/** Runs a route middleware the way React Router does, with `next` standing for the route's handler. */
export function runMiddleware(
  middleware: MiddlewareFunction<Response>,
  harness: Harness,
  url: string,
  next: () => Promise<Response>,
) {
  const request = new Request(url);
  return middleware(
    { request, url: new URL(url), context: harness.context, params: {}, pattern: "/*" } as Parameters<
      typeof middleware
    >[0],
    next,
  );
}

/** What a loader or action threw (a redirect, an error response), for assertions. */
export async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

export const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

export const locationOf = (answer: unknown) =>
  answer instanceof Response ? answer.headers.get("Location") : null;
