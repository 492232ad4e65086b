import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, createTestApi, dataOf, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";

/** The newsletter (issue 16 §3): double opt-in, signed links, one subscription per address. */
let clock = new Date("2026-11-22T10:00:00Z");
let test: TestApi;
beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00Z");
  test = await createTestApi(() => clock);
});
afterEach(() => test.dispose());

const post = (pathname: string, body: unknown, headers: Record<string, string> = TENANT_HEADERS.fr) =>
  call(test.api, pathname, { method: "POST", headers, body: JSON.stringify(body) });
const linkIn = (mail: string, param: string) => new RegExp(`\\?${param}=([\\w.-]+)`).exec(mail)?.[1] ?? "";
const lastMail = async () => (await readOutbox(test)).at(-1) ?? "";
const state = async (token: string) => dataOf(await post("/api/v1/newsletter/state/", { token }));

async function signIn(email: string) {
  const login = dataOf(await post("/api/v1/auth/login/", { email, password: DEMO_PASSWORD })) as {
    access_token: string;
  };
  return { ...TENANT_HEADERS.fr, Authorization: `Bearer ${login.access_token}` };
}

describe("newsletter", () => {
  it("subscribes only once the mailed link is confirmed, and every mail carries an unsubscribe link", async () => {
    dataOf(await post("/api/v1/newsletter/subscribe/", { email: " Lea@Example.com " }));
    const mail = await lastMail();
    expect(mail).toContain("To: lea@example.com");
    expect(mail).toContain("/lettre-d-information/?confirm=");
    expect(mail).toContain("/desinscription-newsletter/?token=");
    const manage = linkIn(mail, "token");
    expect(await state(manage)).toEqual({ email: "l••@example.com", status: "pending" });

    expect(
      dataOf(await post("/api/v1/newsletter/confirm/", { token: linkIn(mail, "confirm") })),
    ).toMatchObject({
      status: "subscribed",
    });
    // Unsubscribing is idempotent; one click brings the address back.
    expect(dataOf(await post("/api/v1/newsletter/unsubscribe/", { token: manage }))).toMatchObject({
      status: "unsubscribed",
    });
    expect(dataOf(await post("/api/v1/newsletter/unsubscribe/", { token: manage }))).toMatchObject({
      status: "unsubscribed",
    });
    expect(dataOf(await post("/api/v1/newsletter/resubscribe/", { token: manage }))).toMatchObject({
      status: "subscribed",
    });
  });

  it("a tampered, foreign or expired link changes nothing and says why", async () => {
    await post("/api/v1/newsletter/subscribe/", { email: "lea@example.com" });
    const manage = linkIn(await lastMail(), "token");
    const [payload, signature] = manage.split(".");
    const forged = `${Buffer.from(JSON.stringify(["manage", "fr", "someone@example.com", Date.now() + 1e9])).toString("base64url")}.${signature}`;
    // One character of the signature changed (to another one: it may already be an "x").
    const tampered = `${payload}.${signature?.startsWith("x") ? "y" : "x"}${signature?.slice(1)}`;
    for (const token of [forged, tampered, "nope"]) {
      const refused = await post("/api/v1/newsletter/unsubscribe/", { token });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "LINK_INVALID" });
    }
    // Another shop's link is not this shop's.
    expect((await post("/api/v1/newsletter/unsubscribe/", { token: manage }, TENANT_HEADERS.en)).status).toBe(
      400,
    );
    // A confirmation link is not an unsubscribe link.
    const confirm = linkIn(await lastMail(), "confirm");
    expect((await post("/api/v1/newsletter/unsubscribe/", { token: confirm })).status).toBe(400);
    clock = new Date(clock.getTime() + 8 * 24 * 3600 * 1000);
    expect((await post("/api/v1/newsletter/confirm/", { token: confirm })).body).toMatchObject({
      code: "LINK_EXPIRED",
    });
    expect(await state(manage)).toMatchObject({ status: "pending" });
  });

  it("the profile's box and the unsubscribe link are one subscription", async () => {
    const headers = await signIn("marie.dupont@example.com");
    await call(test.api, "/api/v1/customer/", {
      method: "PATCH",
      headers,
      body: JSON.stringify({ newsletter: true }),
    });
    // Already subscribed: the footer form sends no confirmation, and answers the same.
    const before = (await readOutbox(test)).length;
    dataOf(await post("/api/v1/newsletter/subscribe/", { email: "marie.dupont@example.com" }));
    expect(await readOutbox(test)).toHaveLength(before);
    // Her next newsletter mail's link: unsubscribed here, unticked in her profile.
    await call(test.api, "/api/v1/customer/", {
      method: "PATCH",
      headers,
      body: JSON.stringify({ newsletter: false }),
    });
    await post("/api/v1/newsletter/subscribe/", { email: "marie.dupont@example.com" });
    const manage = linkIn(await lastMail(), "token");
    await post("/api/v1/newsletter/confirm/", { token: linkIn(await lastMail(), "confirm") });
    const subscribed = async () =>
      (
        dataOf(await call(test.api, "/api/v1/customer/", { headers })) as {
          customerMetadata: { user_subscriber_status: boolean };
        }
      ).customerMetadata.user_subscriber_status;
    expect(await subscribed()).toBe(true);
    await post("/api/v1/newsletter/unsubscribe/", { token: manage });
    expect(await subscribed()).toBe(false);
  });

  it("refuses a bad address with 400 and limits sign-ups per client", async () => {
    expect((await post("/api/v1/newsletter/subscribe/", { email: "not-an-email" })).status).toBe(400);
    expect((await post("/api/v1/newsletter/subscribe/", { email: 42 })).status).toBe(400);
  });
});
