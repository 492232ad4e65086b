import { tokenPairSchema } from "#contract/account/auth.schemas";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { productSource } from "../../app/features/product/product-source";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { dataOf, type TestApi } from "../integration/helpers";
import { type Send, sender } from "../integration/orders-fixture";
import { type HarnessOptions, requestContext } from "../support/request-harness";

/**
 * Shared steps of the route-level tests of the account, auth, orders and admin screens: a browser's
 * form post, the status and Location of what an action answers or throws, and signed-in visitors.
 */

export const ORIGIN = "http://localhost:3000";

/** A form post like a browser without JavaScript makes it. */
export function post(url: string, fields: Record<string, string>): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The status of a Response or of a `data(...)` answer. */
export function statusOf(answer: unknown): number | undefined {
  if (answer instanceof Response) return answer.status;
  return (answer as { init?: { status?: number } | null }).init?.status;
}

/** The payload of a `data(...)` answer. */
export function payloadOf<T = Record<string, unknown>>(answer: unknown): T {
  return (answer as { data: T }).data;
}

/** The product page at `url`, as the page's action gets it. */
export async function productPageAt(harness: Awaited<ReturnType<typeof requestContext>>, url: string) {
  const page = await loadContentPage(harness.context, new URL(url));
  const source = productSource(page);
  if (!source) throw new Error(`${url} is not a product page`);
  return source;
}

export function locationOf(answer: unknown): string | null {
  return answer instanceof Response ? answer.headers.get("Location") : null;
}

/** What a loader or action throws (a redirect, a 404 error response), for its status and Location. */
export async function thrownBy(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected the call to throw");
}

/** An access token of a seeded account (every demo account shares DEMO_PASSWORD). */
export async function tokenOf(send: Send, email: string, password = DEMO_PASSWORD): Promise<string> {
  return tokenPairSchema.parse(dataOf(await send(null, "POST", "/api/v1/auth/login/", { email, password })))
    .access_token;
}

/** A request context of the signed-in customer, and the token to check the API's state with. */
export async function signedIn(test: TestApi, email: string, options: HarnessOptions = {}) {
  const send = sender(() => test, options.tenant ?? "fr");
  const token = await tokenOf(send, email);
  const harness = await requestContext(test.api, { ...options, accessToken: token });
  return { ...harness, token, send };
}

/** The same for an admin: the harness signs in with the customer strategy, an admin's login says admin. */
export async function signedInAdmin(test: TestApi, email = "admin@presto-impression.example") {
  const admin = await signedIn(test, email);
  if (admin.state.auth) admin.state.auth.strategy = "admin";
  return admin;
}
