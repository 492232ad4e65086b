import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { customerSchema, registrationAcceptedSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { readExpiry } from "../../app/server/auth/token-lifecycle";
import { REFRESH_REUSE_GRACE_MS } from "../../commerce-api/accounts/sessions";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { type ApiAnswer, call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let clock = new Date("2026-11-22T10:00:00Z");
let test: TestApi;
beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00Z");
  test = await createTestApi(() => clock);
});
afterEach(() => test.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(test.api, path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { ...TENANT_HEADERS.fr, ...headers },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const errorCode = (answer: ApiAnswer) => (answer.body as { code: string }).code;

async function login(email: string, password = DEMO_PASSWORD) {
  return tokenPairSchema.parse(dataOf(await post("/api/v1/auth/login/", { email, password })));
}

describe("login", () => {
  it("signs a demo customer in and reads the customer with the access token", async () => {
    const pair = await login("Marie.Dupont@example.com");
    expect(pair.strategy).toBe("customer");
    const answer = await call(test.api, "/api/v1/customer/", {
      headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
    });
    const customer = customerSchema.parse(dataOf(answer));
    expect(customer).toMatchObject({
      email: "marie.dupont@example.com",
      customerMetadata: { user_category: "2" },
    });
  });

  it("exposes the premium reseller's wallet", async () => {
    const pair = await login("achats@atelier-lumiere.example");
    const customer = customerSchema.parse(
      dataOf(
        await call(test.api, "/api/v1/customer/", {
          headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
        }),
      ),
    );
    expect(customer).toMatchObject({
      customerIsPremium: true,
      customerPremiumReason: "reseller",
      customerHasWallet: true,
      customerWalletCredit: { centAmount: 25000, currencyCode: "EUR" },
    });
  });

  it("answers the same for a wrong password and an unknown email", async () => {
    const wrong = await post("/api/v1/auth/login/", {
      email: "marie.dupont@example.com",
      password: "nope-nope-1",
    });
    const unknown = await post("/api/v1/auth/login/", {
      email: "nobody@example.com",
      password: "nope-nope-1",
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("does not let an account of one tenant sign in on another", async () => {
    const answer = await call(test.api, "/api/v1/auth/login/", {
      method: "POST",
      headers: TENANT_HEADERS.en,
      body: JSON.stringify({ email: "marie.dupont@example.com", password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(401);
  });

  it("slows an account down after repeated failures, never locking the owner out for long", async () => {
    const wrong = () =>
      post("/api/v1/auth/login/", { email: "marie.dupont@example.com", password: "wrong-pass-1" });
    for (let attempt = 1; attempt <= 6; attempt++) expect((await wrong()).status).toBe(401);
    // The sixth failure holds the next attempt back 1 s, even with the right password.
    const early = await post("/api/v1/auth/login/", {
      email: "marie.dupont@example.com",
      password: DEMO_PASSWORD,
    });
    expect(early.status).toBe(429);
    expect(errorCode(early)).toBe("TOO_MANY_REQUESTS");
    expect(early.headers.get("retry-after")).toBe("1");
    clock = new Date(clock.getTime() + 1_000);
    expect((await login("marie.dupont@example.com")).access_token).toBeTruthy();
  });

  it("rejects malformed bodies with 400", async () => {
    expect((await post("/api/v1/auth/login/", { email: "not-an-email", password: "x" })).status).toBe(400);
    const raw = await call(test.api, "/api/v1/auth/login/", {
      method: "POST",
      body: "{oops",
      headers: TENANT_HEADERS.fr,
    });
    expect(raw.status).toBe(400);
  });
});

describe("tokens", () => {
  it("rotates refresh tokens and ends the session when an old one is replayed", async () => {
    const first = await login("marie.dupont@example.com");
    const second = tokenPairSchema.parse(
      dataOf(await post("/api/v1/auth/refreshToken/", {}, bearer(first.refresh_token))),
    );
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // Past the reuse grace of a concurrent refresh (ADR 070), an old token is a copy.
    clock = new Date(clock.getTime() + REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await post("/api/v1/auth/refreshToken/", {}, bearer(first.refresh_token));
    expect([replay.status, errorCode(replay)]).toEqual([401, "TOKEN_REUSED"]);
    // The family is revoked: the legitimate holder's tokens stop working too.
    const after = await post("/api/v1/auth/refreshToken/", {}, bearer(second.refresh_token));
    expect(after.status).toBe(401);
  });

  it("answers two hosts refreshing one session at once alike, so the customer stays signed in (ADR 070)", async () => {
    const first = await login("marie.dupont@example.com");
    const refresh = (token: string) => post("/api/v1/auth/refreshToken/", {}, bearer(token));
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const pairs = answers.map((answer) => tokenPairSchema.parse(dataOf(answer)));
    // A moment later (the second host's request was slower), the old token still gets the current one.
    clock = new Date(clock.getTime() + 5_000);
    const late = tokenPairSchema.parse(dataOf(await refresh(first.refresh_token)));
    // Whichever answer's cookie the browser kept, it carries a refresh token the session accepts.
    for (const pair of [...pairs, late]) {
      const customer = await call(test.api, "/api/v1/customer/", {
        headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
      });
      expect(customer.status).toBe(200);
    }
    const kept = pairs[1]?.refresh_token ?? "";
    expect((await refresh(kept)).status).toBe(200);
  });

  it("reports an expired access token as TOKEN_EXPIRED, and refresh still works", async () => {
    const pair = await login("marie.dupont@example.com");
    clock = new Date(clock.getTime() + 86_401_000);
    const expired = await call(test.api, "/api/v1/customer/", {
      headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
    });
    expect([expired.status, errorCode(expired)]).toEqual([401, "TOKEN_EXPIRED"]);
    expect((await post("/api/v1/auth/refreshToken/", {}, bearer(pair.refresh_token))).status).toBe(200);
  });

  it("ends a session at the refresh maximum age of 30 days, however often it was refreshed (spec §9)", async () => {
    const start = clock.getTime();
    let pair = await login("marie.dupont@example.com");
    // Refreshed every 6 days: each refresh token is still fresh, yet the session is 30 days old.
    for (let day = 6; day <= 24; day += 6) {
      clock = new Date(start + day * 86_400_000);
      pair = tokenPairSchema.parse(
        dataOf(await post("/api/v1/auth/refreshToken/", {}, bearer(pair.refresh_token))),
      );
    }
    clock = new Date(start + 29 * 86_400_000);
    const lastDay = tokenPairSchema.parse(
      dataOf(await post("/api/v1/auth/refreshToken/", {}, bearer(pair.refresh_token))),
    );
    // Tokens issued near the end never outlive the session.
    expect(readExpiry(lastDay.refresh_token)).toBe((start + 30 * 86_400_000) / 1000);
    clock = new Date(start + 30 * 86_400_000 + 1000);
    const over = await post("/api/v1/auth/refreshToken/", {}, bearer(lastDay.refresh_token));
    expect(over.status).toBe(401);
  });

  it("refuses an access token used as a refresh token, a missing bearer and a tampered token", async () => {
    const pair = await login("marie.dupont@example.com");
    expect(errorCode(await post("/api/v1/auth/refreshToken/", {}, bearer(pair.access_token)))).toBe(
      "TOKEN_INVALID",
    );
    expect(errorCode(await call(test.api, "/api/v1/customer/"))).toBe("AUTH_REQUIRED");
    const tampered = `${pair.access_token.slice(0, -4)}AAAA`;
    expect(
      errorCode(
        await call(test.api, "/api/v1/customer/", { headers: { ...TENANT_HEADERS.fr, ...bearer(tampered) } }),
      ),
    ).toBe("TOKEN_INVALID");
  });

  it("logout revokes the session", async () => {
    const pair = await login("marie.dupont@example.com");
    expect((await post("/api/v1/auth/logout/", {}, bearer(pair.access_token))).status).toBe(200);
    const after = await call(test.api, "/api/v1/customer/", {
      headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
    });
    expect(after.status).toBe(401);
  });
});

describe("registration", () => {
  const company = {
    email: "Compta@Imprimerie-Nouvelle.example",
    password: "Une phrase de passe 42",
    firstName: "Léa",
    lastName: "Bernard",
    userCategory: "1",
    companyName: "Imprimerie Nouvelle",
    vatNumber: "fr40123456824",
    newsletter: true,
  };

  it("creates a company account that can then sign in", async () => {
    registrationAcceptedSchema.parse(dataOf(await post("/api/v1/customer/create", company)));
    const pair = await login("compta@imprimerie-nouvelle.example", company.password);
    const customer = customerSchema.parse(
      dataOf(
        await call(test.api, "/api/v1/customer/", {
          headers: { ...TENANT_HEADERS.fr, ...bearer(pair.access_token) },
        }),
      ),
    );
    expect(customer).toMatchObject({
      companyName: "Imprimerie Nouvelle",
      vatNumber: "FR40123456824",
      customerMetadata: { user_category: "1", user_subscriber_status: true, user_newclient: true },
    });
  });

  it("answers an existing email exactly like a new one, without changing that account", async () => {
    const duplicate = await post("/api/v1/customer/create", {
      ...company,
      email: "marie.dupont@example.com",
    });
    expect(duplicate.body).toEqual((await post("/api/v1/customer/create", company)).body);
    expect(
      (await post("/api/v1/auth/login/", { email: "marie.dupont@example.com", password: company.password }))
        .status,
    ).toBe(401);
    expect((await login("marie.dupont@example.com")).access_token).toBeTruthy();
  });

  it.each([
    [{ password: "short" }, "password"],
    [{ password: "onlyletterslong" }, "password"],
    [{ companyName: undefined }, "companyName"],
    [{ vatNumber: "123" }, "vatNumber"],
    [{ email: "nope" }, "email"],
  ])("refuses %j with a field error", async (change, field) => {
    const answer = await post("/api/v1/customer/create", { ...company, ...change });
    expect(answer.status).toBe(400);
    const errors = (answer.body as { errors: { path: string }[] }).errors;
    expect(errors.map((error) => error.path)).toContain(field);
  });
});

describe("profile update", () => {
  const patch = (token: string, body: unknown) =>
    call(test.api, "/api/v1/customer/", {
      method: "PATCH",
      body: JSON.stringify(body),
      headers: { ...TENANT_HEADERS.fr, ...bearer(token) },
    });

  it("changes the newsletter flag and names, and returns the customer", async () => {
    const pair = await login("marie.dupont@example.com");
    const customer = customerSchema.parse(
      dataOf(await patch(pair.access_token, { newsletter: false, lastName: "Dupont-Leroy" })),
    );
    expect(customer.customerMetadata.user_subscriber_status).toBe(false);
    expect(customer.lastName).toBe("Dupont-Leroy");
  });

  it("refuses company fields on a private account, empty updates and anonymous calls", async () => {
    const pair = await login("marie.dupont@example.com");
    expect((await patch(pair.access_token, { companyName: "X" })).status).toBe(400);
    expect((await patch(pair.access_token, {})).status).toBe(400);
    const anonymous = await call(test.api, "/api/v1/customer/", {
      method: "PATCH",
      body: "{}",
      headers: TENANT_HEADERS.fr,
    });
    expect(anonymous.status).toBe(401);
  });

  it("lets a company update its VAT number", async () => {
    const pair = await login("achats@atelier-lumiere.example");
    const customer = customerSchema.parse(
      dataOf(await patch(pair.access_token, { vatNumber: "fr32123456789" })),
    );
    expect(customer.vatNumber).toBe("FR32123456789");
  });
});
