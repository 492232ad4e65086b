import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { loginAction, redirectIfLoggedIn } from "../../app/features/auth/login.server";
import { logoutAction } from "../../app/features/auth/logout.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, type TestApi } from "../integration/helpers";
import { failing, requestContext, rewriting } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/**
 * Login and logout as the shop's forms post them, against the real embedded API (registration:
 * registration-actions.test.ts).
 */
const LOGIN = `${ORIGIN}/connexion/`;
const PERSONAL_AREA = new URL(`${ORIGIN}/espace-client/`);
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  // Every storefront call comes from one "client": room for the many sign-ins of this file.
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

/** The next request of the same browser: the tokens the action stored are what it sends. */
async function nextRequest(state: Awaited<ReturnType<typeof requestContext>>["state"]) {
  return requestContext(test.api, { accessToken: state.auth?.accessToken });
}

describe("login", () => {
  it("signs a customer in, starts a new session and opens the personal area", async () => {
    const { context, state } = await requestContext(test.api);
    const trackingBefore = state.session.trackingId;
    const answer = await loginAction(
      post(LOGIN, { email: " Achats@Atelier-Lumiere.example ", password: DEMO_PASSWORD }),
      context,
    );
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/espace-client/");
    expect(state.auth?.strategy).toBe("customer");
    expect(state.session.trackingId).not.toBe(trackingBefore);
    // The cart hand-over ran and asked who this is: the reseller has ordered before.
    expect(state.session.clientFlag).toBe("oldClient");
    const next = await nextRequest(state);
    expect((await loadCustomer(next.context, PERSONAL_AREA)).email).toBe("achats@atelier-lumiere.example");
  });

  it("resets the new session with a clear message when the user answer lacks the user (spec §8)", async () => {
    const withoutUser = rewriting("/api/v1/customer/", (data) => ({
      ...(data as object),
      id: undefined,
      email: undefined,
    }));
    const { context, state } = await requestContext(test.api, { wrap: withoutUser });
    const answer = await loginAction(post(LOGIN, { email: MARIE, password: DEMO_PASSWORD }), context);
    expect(statusOf(answer)).toBe(502);
    expect(payloadOf(answer)).toMatchObject({ errors: { form: "error.userDataMissing" } });
    expect(state.auth).toBeNull();
  });

  it("goes back to the remembered page, but never to another site", async () => {
    const remembered = await requestContext(test.api);
    const back = await loginAction(
      post(LOGIN, {
        email: MARIE,
        password: DEMO_PASSWORD,
        redirectTo: "/espace-client/commandes/?q=flyers",
      }),
      remembered.context,
    );
    expect(locationOf(back)).toBe("/espace-client/commandes/?q=flyers");
    const hostile = await requestContext(test.api);
    const elsewhere = await loginAction(
      post(LOGIN, { email: MARIE, password: DEMO_PASSWORD, redirectTo: "https://evil.example/phish" }),
      hostile.context,
    );
    expect(locationOf(elsewhere)).toBe("/espace-client/");
  });

  it("answers a wrong password and an unknown email alike, echoing the email but never the password", async () => {
    const answers = [];
    for (const email of [MARIE, "nobody-here@example.com"]) {
      const { context, state } = await requestContext(test.api);
      const answer = await loginAction(post(LOGIN, { email, password: "Wrong-password-1" }), context);
      expect(statusOf(answer)).toBe(400);
      expect(state.auth).toBeNull();
      answers.push(payloadOf(answer));
    }
    expect(answers[0]).toEqual({ errors: { form: "error.invalidCredentials" }, values: { email: MARIE } });
    expect(answers[1]?.errors).toEqual(answers[0]?.errors);
    expect(JSON.stringify(answers)).not.toContain("Wrong-password-1");
  });

  it("names the missing or malformed fields without asking the API", async () => {
    const { context } = await requestContext(test.api, { wrap: failing("/api/v1/auth", "503") });
    const answer = await loginAction(post(LOGIN, { email: "not-an-email", password: "" }), context);
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toMatchObject({
      errors: { email: "error.emailInvalid", password: "error.passwordRequired" },
      values: { email: "not-an-email" },
    });
  });

  it("refuses a body that is not a form with 415", async () => {
    const { context } = await requestContext(test.api);
    const json = new Request(LOGIN, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: MARIE, password: DEMO_PASSWORD }),
    });
    expect(statusOf(await thrownBy(() => loginAction(json, context)))).toBe(415);
  });

  it("says 'too many attempts' when the API's limit is reached", async () => {
    const strict = await createTestApi(undefined, {
      limits: { rules: { loginPerClient: { points: 1, durationSeconds: 600 } } },
    });
    try {
      const first = await requestContext(strict.api);
      await loginAction(post(LOGIN, { email: MARIE, password: "Wrong-password-1" }), first.context);
      const second = await requestContext(strict.api);
      const answer = await loginAction(
        post(LOGIN, { email: MARIE, password: DEMO_PASSWORD }),
        second.context,
      );
      expect(statusOf(answer)).toBe(429);
      expect(payloadOf(answer)).toMatchObject({
        errors: { form: "error.tooManyAttemptsWait" },
        retryAfterSeconds: expect.any(Number),
      });
      expect(second.state.auth).toBeNull();
    } finally {
      strict.dispose();
    }
  });

  it("shows the shop's 'temporarily unavailable' page when the API is down, and signs no one in", async () => {
    const { context, state } = await requestContext(test.api, { wrap: failing("/api/v1/auth/login", "503") });
    const thrown = await thrownBy(() =>
      loginAction(post(LOGIN, { email: MARIE, password: DEMO_PASSWORD }), context),
    );
    expect(statusOf(thrown)).toBe(503);
    expect(state.auth).toBeNull();
  });

  it("sends a visitor who is already signed in from login to the personal area", async () => {
    const anonymous = await requestContext(test.api);
    expect(() => redirectIfLoggedIn(anonymous.context)).not.toThrow();
    const marie = await signedIn(test, MARIE);
    const thrown = await thrownBy(() => redirectIfLoggedIn(marie.context));
    expect(locationOf(thrown)).toBe("/espace-client/");
  });
});

describe("logout", () => {
  it("ends the session upstream too, forgets the visitor's state and goes home", async () => {
    const marie = await signedIn(test, MARIE);
    marie.state.session.promocode = { code: "BIENVENUE10" } as typeof marie.state.session.promocode;
    const answer = await logoutAction(marie.context);
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/");
    expect(marie.state.auth).toBeNull();
    expect(marie.state.session.promocode).toBeNull();
    // The old token no longer opens the personal area: it goes to login, coming back after.
    const stale = await requestContext(test.api, { accessToken: marie.token });
    const thrown = await thrownBy(() => loadCustomer(stale.context, PERSONAL_AREA));
    expect(locationOf(thrown)).toBe("/connexion/?redirectTo=%2Fespace-client%2F");
    expect(stale.state.auth).toBeNull();
  });

  it("logs the visitor out here even when the API cannot be reached", async () => {
    const marie = await signedIn(test, MARIE, { wrap: failing("/api/v1/auth/logout", "reset") });
    const answer = await logoutAction(marie.context);
    expect(statusOf(answer)).toBe(303);
    expect(marie.state.auth).toBeNull();
  });
});
