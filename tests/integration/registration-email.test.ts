import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tokenPairSchema } from "../../contract/account/auth.schemas";
import { call, createTestApi, dataOf, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";

/** Registration's mails (ADR 066): the answer never tells, the mailbox does, with a one-time sign-in link. */

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
});
afterEach(() => test.dispose());

const outbox = () => readOutbox(test);

const register = (email: string, tenant: "fr" | "en" = "fr", ip = "203.0.113.60") =>
  call(test.api, "/api/v1/customer/create", {
    method: "POST",
    headers: { ...TENANT_HEADERS[tenant], "fe-x-client-ip": ip },
    body: JSON.stringify({
      email,
      password: "Une phrase de passe 42",
      firstName: "Léa",
      lastName: "Bernard",
      userCategory: "2",
    }),
  });

const signInWith = (token: string, tenant: "fr" | "en" = "fr") =>
  call(test.api, "/api/v1/customer/sign-in-link/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify({ token }),
  });

function linkIn(mail: string | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([\\w-]+)`).exec(mail ?? "");
  expect(match, mail).not.toBeNull();
  return match?.[1] ?? "";
}

const mailTo = async (address: string) => (await outbox()).find((mail) => mail.includes(`To: ${address}`));

describe("registration mails", { timeout: 60_000 }, () => {
  it("welcomes a new customer and notices an existing one, with the same answer to the caller", async () => {
    const fresh = await register("lea.bernard@example.com");
    const again = await register("marie.dupont@example.com");
    expect(dataOf(fresh)).toEqual({ accepted: true });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const welcome = await mailTo("lea.bernard@example.com");
    expect(welcome).toMatch(/Subject: .*bienvenue/i);
    expect(welcome).toMatch(/Votre code de bienvenue\u00a0: BIENVENUE-[A-Z2-9]{6}/);
    expect(await mailTo("marie.dupont@example.com")).toMatch(
      /Subject: .*quelqu’un a voulu créer un compte avec votre adresse[\s\S]*\/mot-de-passe-oublie\//,
    );
  });

  it("signs in with the link once: the new customer from the welcome, the owner from the notice", async () => {
    await register("lea.bernard@example.com");
    await register("marie.dupont@example.com");
    for (const address of ["lea.bernard@example.com", "marie.dupont@example.com"]) {
      const token = linkIn(await mailTo(address), "/bienvenue/");
      const pair = tokenPairSchema.parse(dataOf(await signInWith(token)));
      const me = await call(test.api, "/api/v1/customer/", {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${pair.access_token}` },
      });
      expect(dataOf(me)).toMatchObject({ email: address });
      const used = await signInWith(token);
      expect(used.status).toBe(400);
      expect(used.body).toMatchObject({ code: "SIGN_IN_LINK_INVALID" });
    }
  });

  it("keeps a link to its shop, and refuses one that is made up", async () => {
    await register("lea.bernard@example.com", "en");
    const token = linkIn(await mailTo("lea.bernard@example.com"), "/welcome/");
    expect(await mailTo("lea.bernard@example.com")).toMatch(/Subject: .*welcome, your account is ready/);
    expect((await signInWith(token, "fr")).status).toBe(400);
    expect((await signInWith("x".repeat(43))).status).toBe(400);
    expect((await signInWith(token, "en")).status).toBe(200);
  });

  it("takes about the same time for a new address and a taken one", async () => {
    const timings = { fresh: [] as number[], taken: [] as number[] };
    for (let run = 0; run < 3; run++) {
      let started = performance.now();
      await register(`new.${run}@example.com`, "fr", `203.0.113.${70 + run}`);
      timings.fresh.push(performance.now() - started);
      started = performance.now();
      await register("marie.dupont@example.com", "fr", `203.0.113.${80 + run}`);
      timings.taken.push(performance.now() - started);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both wait out the same minimum (250 ms), which hides the inserts and the mail.
    for (const ms of [...timings.fresh, ...timings.taken]) expect(ms).toBeGreaterThanOrEqual(245);
    expect(Math.abs(median(timings.fresh) - median(timings.taken))).toBeLessThan(100);
  });
});
