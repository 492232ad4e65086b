import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAction } from "../../app/features/auth/login.server";
import { loadSearchPage, type SearchPageData } from "../../app/features/search/search.server";
import { requestText } from "../../app/i18n/request-text.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, type TestApi } from "../integration/helpers";
import { htmlPage, visit } from "../support/root-visit";
import { payloadOf, statusOf } from "./route-helpers";

/**
 * ADR 065: a refusal for too many requests is the shop's own 429 page or form, and says when to come
 * back (Retry-After, the API's wait), whichever route showed it.
 */

let strict: TestApi;
beforeAll(async () => {
  strict = await createTestApi(undefined, {
    limits: {
      rules: {
        loginPerClient: { points: 1, durationSeconds: 600 },
        searchBurstPerClient: { points: 1, durationSeconds: 10 },
      },
    },
  });
});
afterAll(() => strict.dispose());

const ORIGIN = "http://localhost:3000";

/** A JS-off form post through the root middleware, the real action answering as React Router would. */
function postLogin(fields: Record<string, string>) {
  let payload: unknown = null;
  const result = visit("/connexion/", {
    upstream: strict.api.handler,
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    render: async (state, { context, request }) => {
      const answer = await loginAction(request, context);
      payload = payloadOf(answer);
      const { errors, retryAfterSeconds } = payload as {
        errors: { form?: string };
        retryAfterSeconds?: number;
      };
      const text = errors.form ? requestText(state)(`auth:${errors.form}`, { count: retryAfterSeconds }) : "";
      return htmlPage(`<p>${text}</p>`, statusOf(answer));
    },
  });
  return result.then((visited) => ({ ...visited, payload }));
}

describe("login refused for too many attempts", () => {
  it("is a 429 page with the API's Retry-After", async () => {
    await postLogin({ email: "marie.dupont@example.com", password: "Wrong-password-1" });
    const { response, payload } = await postLogin({
      email: "marie.dupont@example.com",
      password: DEMO_PASSWORD,
    });
    expect(response?.status).toBe(429);
    const wait = Number(response?.headers.get("retry-after"));
    // The form says the same wait as the header.
    expect(payload).toMatchObject({ errors: { form: "error.tooManyAttemptsWait" }, retryAfterSeconds: wait });
    expect(await response?.text()).toContain(`Trop de tentatives. Réessayez dans ${wait} secondes.`);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
  });
});

/** The search page through the root middleware, its text the shop's own for the outcome. */
async function searchPage(host: string, path: string, socketAddress: string) {
  let page: SearchPageData | null = null;
  const visited = await visit(path, {
    upstream: strict.api.handler,
    host,
    socketAddress,
    render: async (state, { context }) => {
      const answer = await loadSearchPage(context, new URL(path, `http://${host}`));
      page = answer.data;
      const outcome = answer.data.outcome;
      const text =
        outcome.kind === "tooMany"
          ? requestText(state)("search:tooMany", { count: outcome.retryAfterSeconds })
          : "results";
      return htmlPage(`<p>${text}</p>`, answer.init?.status ?? 200);
    },
  });
  return { ...visited, page: page as SearchPageData | null };
}

describe("search refused for too many searches", () => {
  it.each([
    ["localhost:3000", "/recherche/?q=flyers", /^Trop de recherches .* Réessayez dans \d+ secondes?\.$/],
    ["en.localhost:3000", "/search/?q=flyers", /^Too many searches .* try again in \d+ seconds?\.$/],
  ])("on %s is a 429 page saying when to come back, with Retry-After", async (host, path, message) => {
    const address = host.startsWith("en") ? "203.0.113.51" : "203.0.113.50";
    expect((await searchPage(host, path, address)).response?.status).toBe(200);
    const { response, page } = await searchPage(host, path, address);
    expect(response?.status).toBe(429);
    const wait = Number(response?.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    expect(page?.outcome).toEqual({ kind: "tooMany", retryAfterSeconds: wait });
    const text = (await response?.text())?.replace(/^.*<p>|<\/p>.*$/g, "");
    expect(text).toMatch(message);
  });
});
