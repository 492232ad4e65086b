import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAction } from "../../app/features/auth/login.server";
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
    limits: { rules: { loginPerClient: { points: 1, durationSeconds: 600 } } },
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
    render: async (_state, { context, request }) => {
      const answer = await loginAction(request, context);
      payload = payloadOf(answer);
      return htmlPage("<p>form</p>", statusOf(answer));
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
    expect(payload).toMatchObject({ errors: { form: "error.tooManyAttempts" } });
    const wait = Number(response?.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
  });
});
