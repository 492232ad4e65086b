import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { registerAction } from "../../app/features/auth/register.server";
import { signInLinkAction } from "../../app/features/welcome/sign-in-link.server";
import { createTestApi, readOutbox, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, statusOf } from "./route-helpers";

/**
 * Registration as the shop's form posts it, against the real embedded API (ADR 066): a new and a
 * taken address get the same answer, nobody is signed in, and the mail's link signs in once.
 */
const REGISTER = `${ORIGIN}/inscription/`;
const PERSONAL_AREA = new URL(`${ORIGIN}/espace-client/`);
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  // Every storefront call comes from one "client": room for the registrations of this file.
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

/** The next request of the same browser: the tokens the action stored are what it sends. */
async function nextRequest(state: Awaited<ReturnType<typeof requestContext>>["state"]) {
  return requestContext(test.api, { accessToken: state.auth?.accessToken });
}

describe("registration", () => {
  const person = {
    accountType: "private",
    firstName: "Léa",
    lastName: "Bernard",
    password: "Une phrase de passe 42",
  };

  /** The sign-in link of the latest mail to `email` (the welcome, or the notice to an owner). */
  const mailedToken = async (email: string) => {
    const mails = (await readOutbox(test)).filter((mail) => mail.includes(`To: ${email}`));
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
    const signedInAnswer = await signInLinkAction(linkPost(await mailedToken(email)), link.context);
    expect(statusOf(signedInAnswer)).toBe(303);
    expect(locationOf(signedInAnswer)).toBe("/bienvenue/?next=%2Fflyers%2F");
    expect(link.state.session.clientFlag).toBe("newClient");
    const customer = await loadCustomer((await nextRequest(link.state)).context, PERSONAL_AREA);
    expect(customer).toMatchObject({ email, firstName: "Léa", lastName: "Bernard" });
    const again = await requestContext(test.api);
    const used = await signInLinkAction(linkPost(await mailedToken(email)), again.context);
    expect(statusOf(used)).toBe(400);
    expect(payloadOf(used)).toEqual({ errors: { form: "welcome:signIn.invalid" } });
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
    expect(statusOf(await signInLinkAction(linkPost(await mailedToken(MARIE)), owner.context))).toBe(303);
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
    await signInLinkAction(linkPost(await mailedToken(email)), link.context);
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
      expect((await readOutbox(strict)).some((mail) => mail.includes("second.one@example.com"))).toBe(false);
    } finally {
      strict.dispose();
    }
  });

  it("refuses a made-up or malformed link with 400 and signs nobody in", async () => {
    for (const token of ["x".repeat(43), "not a token"]) {
      const { context, state } = await requestContext(test.api);
      const answer = await signInLinkAction(post(`${ORIGIN}/bienvenue/`, { token }), context);
      expect(statusOf(answer)).toBe(400);
      expect(payloadOf(answer)).toEqual({ errors: { form: "welcome:signIn.invalid" } });
      expect(state.auth).toBeNull();
    }
  });
});
