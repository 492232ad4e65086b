import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginAction } from "../../app/features/auth/login.server";
import { passwordResetAction } from "../../app/features/auth/password-reset.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, readOutbox, type TestApi } from "../integration/helpers";
import { failing, requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, statusOf, thrownBy } from "./route-helpers";

/** The forgotten-password screen: asking for a link, then choosing the new password with it. */
const RESET = `${ORIGIN}/mot-de-passe-oublie/`;
const MARIE = "marie.dupont@example.com";
const NEW_PASSWORD = "Nouveau mot de passe 7";

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi(undefined, { limits: { resetMinimumMs: 0 } });
});
afterEach(() => test.dispose());

async function reset(fields: Record<string, string>, wrap?: Parameters<typeof requestContext>[1]) {
  const { context } = await requestContext(test.api, wrap);
  return passwordResetAction(post(RESET, fields), context, new URL(RESET));
}

/** The one-time token of the reset link in the newest mail. */
const tokenInLastMail = async () => /\?token=([\w-]+)/.exec((await readOutbox(test)).at(-1) ?? "")?.[1] ?? "";

async function signsInWith(password: string) {
  const { context, state } = await requestContext(test.api);
  await loginAction(post(`${ORIGIN}/connexion/`, { email: MARIE, password }), context);
  return state.auth !== null;
}

describe("password reset screen", () => {
  it("mails a link; the link sets the new password, once, and the old one stops working", async () => {
    const requested = await reset({ intent: "request", email: " Marie.Dupont@example.com " });
    expect(statusOf(requested)).toBe(303);
    expect(locationOf(requested)).toBe("/mot-de-passe-oublie/?sent=1");
    const [mail] = await readOutbox(test);
    expect(mail).toContain(`To: ${MARIE}`);
    const token = await tokenInLastMail();

    const done = await reset({ intent: "confirm", token, password: NEW_PASSWORD });
    expect(locationOf(done)).toBe("/mot-de-passe-oublie/?done=1");
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
    expect(await signsInWith(DEMO_PASSWORD)).toBe(false);

    const replayed = await reset({ intent: "confirm", token, password: "Encore autre chose 8" });
    expect(statusOf(replayed)).toBe(400);
    expect(payloadOf(replayed)).toMatchObject({ errors: { form: "error.resetLinkInvalid" } });
  });

  it("answers an unknown email exactly like a known one, and mails no one", async () => {
    const answer = await reset({ intent: "request", email: "nobody-here@example.com" });
    expect(locationOf(answer)).toBe("/mot-de-passe-oublie/?sent=1");
    expect(await readOutbox(test)).toEqual([]);
  });

  it("checks the form before asking the API: email, token length, password length, intent", async () => {
    // The API is down: only the form's own checks can answer.
    const down = { wrap: failing("/api/v1/customer/password-reset", "503") };
    const badEmail = await reset({ intent: "request", email: "marie@" }, down);
    expect(statusOf(badEmail)).toBe(400);
    expect(payloadOf(badEmail)).toMatchObject({ errors: { email: "error.emailInvalid" } });
    const badConfirm = await reset({ intent: "confirm", token: "short", password: "abc" }, down);
    expect(payloadOf(badConfirm)).toMatchObject({
      errors: { token: "error.resetLinkInvalid", password: "error.passwordTooShort" },
    });
    expect(statusOf(await reset({ intent: "explode" }, down))).toBe(400);
  });

  it("refuses a password the shop's rules refuse before asking the API, and the link still works", async () => {
    await reset({ intent: "request", email: MARIE });
    const token = await tokenInLastMail();
    const answer = await reset({ intent: "confirm", token, password: "onlylowercaseletters" });
    expect(statusOf(answer)).toBe(400);
    const { errors } = payloadOf<{ errors: Record<string, string> }>(answer);
    expect(errors).toEqual({ password: "error.passwordNeedsDigit" });
    expect(await signsInWith(DEMO_PASSWORD)).toBe(true);
    expect(statusOf(await reset({ intent: "confirm", token, password: "Nouveau2026motdepasse" }))).toBe(303);
  });

  it("shows the 'temporarily unavailable' page rather than 'check your inbox' when the API is down", async () => {
    const { context } = await requestContext(test.api, {
      wrap: failing("/api/v1/customer/password-reset", "503"),
    });
    const thrown = await thrownBy(() =>
      passwordResetAction(post(RESET, { intent: "request", email: MARIE }), context, new URL(RESET)),
    );
    expect(statusOf(thrown)).toBe(503);
  });
});
