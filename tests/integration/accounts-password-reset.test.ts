import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, createTestApi, readOutbox, TENANT_HEADERS, type TestApi } from "./helpers";

let clock = new Date("2026-11-22T10:00:00Z");
let test: TestApi;
beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00Z");
  test = await createTestApi(() => clock);
});
afterEach(() => test.dispose());

const post = (pathname: string, body: unknown) =>
  call(test.api, pathname, { method: "POST", headers: TENANT_HEADERS.fr, body: JSON.stringify(body) });

const outbox = () => readOutbox(test);

const tokenIn = (mail: string) => /\?token=([\w-]+)/.exec(mail)?.[1] ?? "";

describe("password reset", () => {
  it("mails a one-time link to the tenant's reset page; the new password works and old sessions end", async () => {
    const login = await post("/api/v1/auth/login/", {
      email: "marie.dupont@example.com",
      password: DEMO_PASSWORD,
    });
    const oldRefresh = (login.body as { data: { refresh_token: string } }).data.refresh_token;
    expect(
      (await post("/api/v1/customer/password-reset/request", { email: "Marie.Dupont@example.com" })).body,
    ).toMatchObject({
      data: { accepted: true },
    });
    const [mail] = await outbox();
    expect(mail).toContain("To: marie.dupont@example.com");
    expect(mail).toContain("/mot-de-passe-oublie/?token=");
    const token = tokenIn(mail ?? "");

    expect((await post("/api/v1/customer/password-reset/confirm", { token, password: "short" })).status).toBe(
      400,
    );
    expect(
      (await post("/api/v1/customer/password-reset/confirm", { token, password: "Nouveau mot de passe 7" }))
        .status,
    ).toBe(200);
    expect(
      (await post("/api/v1/customer/password-reset/confirm", { token, password: "Encore autre chose 8" }))
        .status,
    ).toBe(400);

    expect(
      (await post("/api/v1/auth/login/", { email: "marie.dupont@example.com", password: DEMO_PASSWORD }))
        .status,
    ).toBe(401);
    expect(
      (
        await post("/api/v1/auth/login/", {
          email: "marie.dupont@example.com",
          password: "Nouveau mot de passe 7",
        })
      ).status,
    ).toBe(200);
    const refresh = await call(test.api, "/api/v1/auth/refreshToken/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${oldRefresh}` },
    });
    expect(refresh.status).toBe(401);
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const unknown = await post("/api/v1/customer/password-reset/request", { email: "nobody@example.com" });
    const known = await post("/api/v1/customer/password-reset/request", {
      email: "marie.dupont@example.com",
    });
    expect(unknown.body).toEqual(known.body);
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses expired and forged tokens", async () => {
    await post("/api/v1/customer/password-reset/request", { email: "marie.dupont@example.com" });
    const token = tokenIn((await outbox())[0] ?? "");
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect(
      (await post("/api/v1/customer/password-reset/confirm", { token, password: "Nouveau mot de passe 7" }))
        .status,
    ).toBe(400);
    expect(
      (
        await post("/api/v1/customer/password-reset/confirm", {
          token: "x".repeat(43),
          password: "Nouveau mot de passe 7",
        })
      ).status,
    ).toBe(400);
  });
});
