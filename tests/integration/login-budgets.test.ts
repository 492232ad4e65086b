import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import type { AbuseLimitOptions } from "../../commerce-api/http/abuse-limits";
import { type ApiAnswer, call, createTestApi, TENANT_HEADERS, type TestApi } from "./helpers";

/**
 * ADR 065: a client's budget counts that client's attempts, an account's failures slow down only the
 * clients that made them, so the owner signing in from a clean address is never held up by a flood.
 */

const OWNER = "marie.dupont@example.com";
let clock: Date;
let test: TestApi;

async function start(limits?: AbuseLimitOptions) {
  await test?.dispose();
  clock = new Date("2026-11-26T09:00:00Z");
  test = await createTestApi(() => clock, { limits });
}
beforeEach(() => start());
afterEach(async () => {
  await test.dispose();
  test = undefined as unknown as TestApi;
});

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const login = (email: string, password: string, ip: string) =>
  call(test.api, "/api/v1/auth/login/", {
    method: "POST",
    headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": ip },
    body: JSON.stringify({ email, password }),
  });

function expectTooMany(answer: ApiAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

const FLOODERS = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
const OWNER_IP = "198.51.100.20";

// Every attempt runs scrypt on purpose: these tests make a few hundred of them.
describe("login budgets per client and per account", { timeout: 120_000 }, () => {
  it("lets the owner in from a clean address every time while four clients flood the account", async () => {
    const ownerStatuses: number[] = [];
    const floodStatuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      const guesses = FLOODERS.flatMap((ip) => [1, 2, 3].map(() => login(OWNER, `Wrong-${round}`, ip)));
      for (const answer of await Promise.all(guesses)) {
        floodStatuses.push(answer.status);
        if (answer.status === 429) expectTooMany(answer);
      }
      advance(2);
      const owner = await login(OWNER, DEMO_PASSWORD, OWNER_IP);
      ownerStatuses.push(owner.status);
      if (owner.status === 429) expectTooMany(owner);
    }
    expect(ownerStatuses).toEqual(Array(12).fill(200));
    // The flooders were checked at first, then held back, every refusal saying when to come back.
    expect(floodStatuses).toContain(401);
    expect(floodStatuses).toContain(429);
    expect(floodStatuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("delays a client after its own failures on an account, then lets its right password in", async () => {
    for (let n = 1; n <= 6; n++) expect((await login(OWNER, "Wrong-guess-1", OWNER_IP)).status).toBe(401);
    const held = await login(OWNER, DEMO_PASSWORD, OWNER_IP);
    expectTooMany(held);
    const wait = Number(held.headers.get("retry-after"));
    expect(wait).toBeLessThanOrEqual(5);
    // Another address is not held back by that client's failures.
    expect((await login(OWNER, DEMO_PASSWORD, "198.51.100.21")).status).toBe(200);
    advance(wait);
    expect((await login(OWNER, DEMO_PASSWORD, OWNER_IP)).status).toBe(200);
    // The success cleared that client's failures: the next wrong password is an ordinary 401.
    expect((await login(OWNER, "Wrong-guess-1", OWNER_IP)).status).toBe(401);
  });

  it("checks one attempt at a time from a client being slowed down", async () => {
    for (let n = 1; n <= 6; n++) await login(OWNER, "Wrong-guess-1", "203.0.113.9");
    advance(60);
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => login(OWNER, "Wrong-guess-1", "203.0.113.9")));
    expect(burst.map((answer) => answer.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it("gives each address one guess while an account draws failures from many", async () => {
    await start({ rules: { loginFailuresPerAccount: { points: 10, durationSeconds: 15 * 60 } } });
    for (let n = 1; n <= 10; n++) {
      advance(10); // spaced out: no client's own delay is involved
      expect((await login(OWNER, "Wrong-guess-1", `192.0.2.${n}`)).status).toBe(401);
    }
    advance(10);
    // The budget is spent: an address that failed on the account waits for the window...
    const again = await login(OWNER, "Wrong-guess-2", "192.0.2.1");
    expectTooMany(again);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(60);
    // ...even with the right password (a guesser who found it must not stand out)...
    expectTooMany(await login(OWNER, DEMO_PASSWORD, "192.0.2.2"));
    // ...while a new address is still checked, and the owner from a clean address gets in.
    expect((await login(OWNER, "Wrong-guess-3", "192.0.2.11")).status).toBe(401);
    expectTooMany(await login(OWNER, "Wrong-guess-4", "192.0.2.11"));
    expect((await login(OWNER, DEMO_PASSWORD, OWNER_IP)).status).toBe(200);
    // Other accounts are not affected.
    expect((await login("guess@example.com", "Wrong-guess-1", "192.0.2.1")).status).toBe(401);
  });
});
