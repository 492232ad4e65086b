import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CommerceApi, createCommerceApi } from "../../commerce-api";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import type { AbuseLimitOptions } from "../../commerce-api/http/abuse-limits";
import { type ApiAnswer, call, createTestApi, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";
import { quoteBody } from "./spec-bodies";

/** ADR 019: per-client and per-account limits, and answers that don't tell accounts apart. */

const OWNER = "marie.dupont@example.com";
let clock: Date;
let test: TestApi;
let running = false;

async function start(limits?: AbuseLimitOptions) {
  if (running) await test.dispose(); // a test asking for other limits replaces the default API
  clock = new Date("2026-11-23T09:00:00Z");
  test = await createTestApi(() => clock, { limits });
  running = true;
}
beforeEach(() => start());
afterEach(async () => {
  await test.dispose();
  running = false;
});

const post = (route: string, body: unknown, ip: string) =>
  call(test.api, route, {
    method: "POST",
    headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": ip },
    body: JSON.stringify(body),
  });

/** The answer as bytes: status, headers and body, for "identical" comparisons. */
async function rawPost(route: string, body: unknown, ip: string) {
  const started = performance.now();
  const response = await test.api.handler(
    new Request(`http://commerce.test${route}`, {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": ip },
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return {
    answer: { status: response.status, headers: [...response.headers], text },
    ms: performance.now() - started,
  };
}

const login = (email: string, password: string, ip: string) =>
  post("/api/v1/auth/login/", { email, password }, ip);

function expectTooMany(answer: ApiAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({
    code: "TOO_MANY_REQUESTS",
    message: expect.stringMatching(/try again/),
  });
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

const outbox = () => readOutbox(test);

// Every login and registration runs scrypt on purpose: these tests make dozens of them.
describe("login limits", { timeout: 60_000 }, () => {
  it("refuses a client trying many accounts after 20 attempts, and only that client", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) {
      const answer = await login(`guess${n}@example.com`, "Wrong-guess-1", "203.0.113.10");
      statuses.push(answer.status);
      if (answer.status === 429) expectTooMany(answer);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expect((await login(OWNER, DEMO_PASSWORD, "198.51.100.20")).status).toBe(200);
  });
  // The per-account side (delays per client, the account-wide failure budget): login-budgets.test.ts.
});

describe("registration", { timeout: 60_000 }, () => {
  const form = (email: string) => ({
    email,
    password: "Une phrase de passe 42",
    firstName: "Léa",
    lastName: "Bernard",
    userCategory: "2",
  });

  it("answers a taken email byte for byte like a new one", async () => {
    const fresh = await rawPost("/api/v1/customer/create", form("lea.bernard@example.com"), "203.0.113.1");
    const taken = await rawPost("/api/v1/customer/create", form("Marie.Dupont@example.com"), "203.0.113.1");
    expect(taken.answer).toEqual(fresh.answer);
    expect(fresh.answer.status).toBe(200);
  });

  it("refuses a client's eleventh registration within the hour", async () => {
    for (let n = 1; n <= 10; n++) {
      expect((await post("/api/v1/customer/create", form(`new${n}@example.com`), "203.0.113.2")).status).toBe(
        200,
      );
    }
    expectTooMany(await post("/api/v1/customer/create", form("new11@example.com"), "203.0.113.2"));
    expect((await post("/api/v1/customer/create", form("new11@example.com"), "203.0.113.3")).status).toBe(
      200,
    );
  });
});

describe("password reset requests", { timeout: 30_000 }, () => {
  const request = (email: string, ip: string) =>
    rawPost("/api/v1/customer/password-reset/request", { email }, ip);

  it("answers a known and an unknown address identically, in about the same time", async () => {
    const known = await request(OWNER, "203.0.113.1");
    const unknown = await request("nobody.here@example.com", "203.0.113.1");
    expect(unknown.answer).toEqual(known.answer);
    expect(known.answer.status).toBe(200);
    // Both wait out the same minimum (250 ms), which hides the token and mail work. Medians of
    // alternating runs, with a margin for a busy CI machine's scheduling noise.
    const timings = { known: [known.ms], unknown: [unknown.ms] };
    for (let run = 0; run < 2; run++) {
      timings.known.push((await request(OWNER, `203.0.113.${10 + run}`)).ms);
      timings.unknown.push((await request("nobody.here@example.com", `203.0.113.${20 + run}`)).ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    for (const ms of [...timings.known, ...timings.unknown]) expect(ms).toBeGreaterThanOrEqual(245);
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(250);
    expect(await outbox()).toHaveLength(3);
  });

  it("mails one address at most three times an hour, from any number of clients, answering as usual", async () => {
    const answers = [];
    for (let n = 1; n <= 6; n++) answers.push((await request(OWNER, `203.0.113.${n}`)).answer);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await outbox()).filter((mail) => mail.includes(`To: ${OWNER}`))).toHaveLength(3);
  });

  it("refuses a client's eleventh request within the hour", async () => {
    await start({ resetMinimumMs: 0 });
    for (let n = 1; n <= 10; n++) {
      expect((await request(`someone${n}@example.com`, "203.0.113.9")).answer.status).toBe(200);
    }
    const refused = await post("/api/v1/customer/password-reset/request", { email: OWNER }, "203.0.113.9");
    expectTooMany(refused);
  });
});

describe("promo codes and quotes", { timeout: 30_000 }, () => {
  const check = (code: string, ip: string) => post("/api/v1/promocode/check-input/", { promocode: code }, ip);

  it("refuses a client that guessed 30 unknown codes, even for a real one; others are not affected", async () => {
    for (let n = 1; n <= 30; n++) {
      expect((await check(`GUESS${n}`, "203.0.113.7")).status).toBe(200);
    }
    expectTooMany(await check("GUESS31", "203.0.113.7"));
    expectTooMany(await check("BIENVENUE10", "203.0.113.7"));
    expect((await check("BIENVENUE10", "198.51.100.7")).status).toBe(200);
  });

  it("does not count codes that exist", async () => {
    for (let n = 1; n <= 40; n++) {
      expect((await check("BIENVENUE10", "203.0.113.8")).status).toBe(200);
    }
  });

  it("limits quotes per client as configured", async () => {
    await start({ rules: { quotePerClient: { points: 3, durationSeconds: 60 } } });
    const quote = quoteBody("fr-business-cards");
    for (let n = 1; n <= 3; n++) {
      expect((await post("/api/v1/product/quote/", quote, "203.0.113.4")).status).toBe(200);
    }
    expectTooMany(await post("/api/v1/product/quote/", quote, "203.0.113.4"));
    expect((await post("/api/v1/product/quote/", quote, "203.0.113.5")).status).toBe(200);
  });

  it("limits searches per client as configured", async () => {
    await start({ rules: { searchPerClient: { points: 2, durationSeconds: 60 } } });
    const search = (ip: string) =>
      call(test.api, "/api/v1/search/?q=flyers&limit=8", {
        headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": ip },
      });
    for (let n = 1; n <= 2; n++) expect((await search("203.0.113.4")).status).toBe(200);
    expectTooMany(await search("203.0.113.4"));
    expect((await search("203.0.113.5")).status).toBe(200);
  });
});

describe("several API processes on one PostgreSQL database (ADR 044)", { timeout: 30_000 }, () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "spend one budget: the counters live in the database",
    async () => {
      const rules = { quotePerClient: { points: 3, durationSeconds: 60 } };
      await start({ rules });
      // A second API on the same database, as a second process or host would be.
      const other = createCommerceApi({
        dataDir: mkdtempSync(path.join(tmpdir(), "abuse-limits-other-")),
        databaseUrl: test.databaseUrl,
        prepared: true,
        limits: { rules },
      });
      try {
        const quote = quoteBody("fr-business-cards");
        const quoteOn = (api: CommerceApi) =>
          call(api, "/api/v1/product/quote/", {
            method: "POST",
            headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": "203.0.113.40" },
            body: JSON.stringify(quote),
          });
        expect((await quoteOn(test.api)).status).toBe(200);
        expect((await quoteOn(other)).status).toBe(200);
        expect((await quoteOn(test.api)).status).toBe(200);
        expectTooMany(await quoteOn(other));
        // An account key longer than the table's column (a 252-character address) is kept hashed.
        const long = `${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(57)}@${"d".repeat(60)}.example`;
        const reset = await rawPost(
          "/api/v1/customer/password-reset/request",
          { email: long },
          "203.0.113.41",
        );
        expect(reset.answer.status).toBe(200);
      } finally {
        await other.close();
      }
    },
  );
});
