import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { loginAction, redirectIfLoggedIn } from "../../app/features/auth/login.server";
import { logoutAction } from "../../app/features/auth/logout.server";
import { registerAction } from "../../app/features/auth/register.server";
import { signInLinkAction } from "../../app/features/welcome/sign-in-link.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, readOutbox, type TestApi } from "../integration/helpers";
import { failing, requestContext, rewriting } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/** Login, registration and logout as the shop's forms post them, against the real embedded API. */
const LOGIN = `${ORIGIN}/connexion/`;
const REGISTER = `${ORIGIN}/inscription/`;
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
      expect(payloadOf(answer)).toMatchObject({ errors: { form: "error.tooManyAttempts" } });
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

describe("registration", () => {
  const person = {
    accountType: "private",
    firstName: "Léa",
    lastName: "Bernard",
    password: "Une phrase de passe 42",
  };

  /** The sign-in link of the latest mail to `email` (the welcome, or the notice to an owner). */
  const mailedToken = (email: string) => {
    const mails = readOutbox(test.dataDir).filter((mail) => mail.includes(`To: ${email}`));
    return /\/bienvenue\/\?token=([\w-]+)/.exec(mails.at(-1) ?? "")?.[1] ?? "";
  };
  const linkPost = (token: string) => post(`${ORIGIN}/bienvenue/?token=${token}`, { token });

  it("creates the account, signs nobody in, and mails a welcome whose link signs in once", async () => {
    const email = `lea.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { context, state } = await requestContext(test.api);
    const answer = await registerAction(
      post(REGISTER, { ...person, email, newsletter: "on", redirectTo: "/flyers/" }),
      context,
    );
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/inscription/?sent=1");
    expect(state.auth).toBeNull();
    // The link, opened in the same browser (its session remembers where the shopper was going).
    const link = await requestContext(test.api);
    link.state.session = { ...link.state.session, returnTo: state.session.returnTo };
    const signedInAnswer = await signInLinkAction(linkPost(mailedToken(email)), link.context);
    expect(statusOf(signedInAnswer)).toBe(303);
    expect(locationOf(signedInAnswer)).toBe("/bienvenue/?next=%2Fflyers%2F");
    expect(link.state.session.clientFlag).toBe("newClient");
    const customer = await loadCustomer((await nextRequest(link.state)).context, PERSONAL_AREA);
    expect(customer).toMatchObject({ email, firstName: "Léa", lastName: "Bernard" });
    const again = await requestContext(test.api);
    const used = await signInLinkAction(linkPost(mailedToken(email)), again.context);
    expect(statusOf(used)).toBe(400);
    expect(payloadOf(used)).toEqual({ error: "welcome:signIn.invalid" });
    expect(again.state.auth).toBeNull();
  });

  it("answers a taken email exactly like a new one; the owner's notice holds the sign-in link", async () => {
    const answers = [];
    for (const email of [MARIE, `new.${crypto.randomUUID().slice(0, 8)}@example.com`]) {
      const { context, state } = await requestContext(test.api);
      const answer = await registerAction(post(REGISTER, { ...person, email }), context);
      answers.push({
        status: statusOf(answer),
        location: locationOf(answer),
        signedIn: state.auth !== null,
        session: { ...state.session, trackingId: "-" },
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 303, location: "/inscription/?sent=1", signedIn: false });
    const owner = await requestContext(test.api);
    expect(statusOf(await signInLinkAction(linkPost(mailedToken(MARIE)), owner.context))).toBe(303);
    expect(owner.state.auth?.strategy).toBe("customer");
  });

  it("stores a company account's name and VAT number", async () => {
    const email = `achats.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { context } = await requestContext(test.api);
    const fields = {
      ...person,
      accountType: "company",
      companyName: "Imprimerie Test",
      vatNumber: "FR40123456824",
    };
    expect(statusOf(await registerAction(post(REGISTER, { ...fields, email }), context))).toBe(303);
    const link = await requestContext(test.api);
    await signInLinkAction(linkPost(mailedToken(email)), link.context);
    const customer = await loadCustomer((await nextRequest(link.state)).context, PERSONAL_AREA);
    expect(customer.customerMetadata.user_category).toBe("1");
  });

  it("names each field the form got wrong, keeping what was typed except the password", async () => {
    const { context } = await requestContext(test.api);
    const answer = await registerAction(
      post(REGISTER, {
        accountType: "company",
        firstName: "",
        lastName: "Bernard",
        email: "lea@",
        password: "alllowercaseletters",
        vatNumber: "12",
      }),
      context,
    );
    expect(statusOf(answer)).toBe(400);
    const { errors, values } = payloadOf<{ errors: Record<string, string>; values: Record<string, string> }>(
      answer,
    );
    expect(errors).toMatchObject({
      firstName: "error.firstNameRequired",
      email: "error.emailInvalid",
      vatNumber: "error.vatInvalid",
    });
    expect(values).toMatchObject({ accountType: "company", lastName: "Bernard", email: "lea@" });
    expect(values).not.toHaveProperty("password");
  });

  it("refuses a weak password, one that is the email, and a company without a name", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ password: "onlylowercase" }, "password", "error.passwordNeedsDigit"],
      [
        { email: "lea.pass1@example.com", password: "Lea.Pass1@example.com" },
        "password",
        "error.passwordIsEmail",
      ],
      [{ accountType: "company" }, "companyName", "error.companyNameRequired"],
    ];
    for (const [change, field, key] of cases) {
      const { context } = await requestContext(test.api);
      const answer = await registerAction(
        post(REGISTER, { ...person, email: "lea.x@example.com", ...change }),
        context,
      );
      expect(statusOf(answer)).toBe(400);
      expect(payloadOf<{ errors: Record<string, string> }>(answer).errors[field]).toBe(key);
    }
  });

  it("says 'too many attempts' with 429 when the API's limit is reached, and creates nothing", async () => {
    const strict = await createTestApi(undefined, {
      limits: { rules: { registrationPerClient: { points: 1, durationSeconds: 3600 } } },
    });
    try {
      const register = async (email: string) => {
        const { context } = await requestContext(strict.api);
        return registerAction(post(REGISTER, { ...person, email }), context);
      };
      expect(statusOf(await register("first.one@example.com"))).toBe(303);
      const refused = await register("second.one@example.com");
      expect(statusOf(refused)).toBe(429);
      expect(payloadOf(refused)).toMatchObject({ errors: { form: "error.tooManyAttempts" }, apiErrors: {} });
      expect(readOutbox(strict.dataDir).some((mail) => mail.includes("second.one@example.com"))).toBe(false);
    } finally {
      strict.dispose();
    }
  });

  it("refuses a made-up or malformed link with 400 and signs nobody in", async () => {
    for (const token of ["x".repeat(43), "not a token"]) {
      const { context, state } = await requestContext(test.api);
      const answer = await signInLinkAction(post(`${ORIGIN}/bienvenue/`, { token }), context);
      expect(statusOf(answer)).toBe(400);
      expect(payloadOf(answer)).toEqual({ error: "welcome:signIn.invalid" });
      expect(state.auth).toBeNull();
    }
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
