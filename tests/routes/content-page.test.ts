import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { proxyApiRequest } from "../../app/server/api-proxy.server";
import { shellOf } from "../../app/shell/shell";
import { loadShell } from "../../app/shell/shell.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { sender, signIn } from "../integration/orders-fixture";
import { failing, requestContext } from "../support/request-harness";

/**
 * The catch-all content route, the root loader's shell and the browser's /api/v1 proxy, against
 * the real embedded API: what a visitor sees at an address, and what the browser may reach.
 */
const ORIGIN = "http://localhost:3000";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function thrownBy(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    return error as Response & { init?: { status: number }; data?: string };
  }
  throw new Error("expected a throw");
}

describe("content page", () => {
  it("a retired address is sent to its new page with a 301, keeping the query", async () => {
    const { context } = await requestContext(api.api);
    const answer = await thrownBy(() => loadContentPage(context, new URL(`${ORIGIN}/cgv/?utm=mail`)));
    expect(answer.status).toBe(301);
    expect(answer.headers.get("Location")).toBe("/conditions-generales-de-vente/?utm=mail");
  });

  it("an unknown address is a 404 naming the path, cut short when it is huge", async () => {
    const { context } = await requestContext(api.api);
    const missing = await thrownBy(() => loadContentPage(context, new URL(`${ORIGIN}/nulle-part/`)));
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toBe("Page Not Found: /nulle-part/");
    const huge = await thrownBy(() => loadContentPage(context, new URL(`${ORIGIN}/${"a".repeat(5000)}/`)));
    expect(huge.init?.status).toBe(404);
    expect(huge.data?.length).toBeLessThan(330);
  });

  it("a members-only page sends a visitor to login and back; a customer sees it", async () => {
    const visitor = await requestContext(api.api);
    const url = new URL(`${ORIGIN}/espace-client/?tab=orders`);
    const answer = await thrownBy(() => loadContentPage(visitor.context, url));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/connexion/?redirectTo=${encodeURIComponent("/espace-client/?tab=orders")}`,
    );
    const token = await signIn(
      sender(() => api),
      "marie.dupont@example.com",
    );
    const customer = await requestContext(api.api, { accessToken: token });
    expect((await loadContentPage(customer.context, url)).path).toBe("/espace-client/");
  });

  it("the content API down is a 503 page, never a 404 that crawlers would drop", async () => {
    const pageDown = await requestContext(api.api, { wrap: failing("/api/v1/content/page/", "503") });
    const answer = await thrownBy(() => loadContentPage(pageDown.context, new URL(`${ORIGIN}/affiches/`)));
    expect(answer.init?.status).toBe(503);
    const redirectsDown = await requestContext(api.api, {
      wrap: failing("/api/v1/content/redirect/", "timeout"),
      timeoutMs: 200,
    });
    const lookup = await thrownBy(() => loadContentPage(redirectsDown.context, new URL(`${ORIGIN}/cgv/`)));
    expect(lookup.init?.status).toBe(504);
  });
});

describe("shell", () => {
  it("carries the shop's chrome, the session's currency and the campaign", async () => {
    const { context, state } = await requestContext(api.api, { tenant: "en" });
    state.session.activeCurrency = "EUR";
    const wire = loadShell(context, new URL(`${ORIGIN}/?campaign=spring`));
    // The chrome travels as one text, the same object for every request of the tenant (ADR 051).
    expect(typeof wire.chrome).toBe("string");
    expect(loadShell(context, new URL(`${ORIGIN}/`)).chrome).toBe(wire.chrome);
    const shell = shellOf(wire);
    expect(shell.currency).toBe("EUR");
    expect(shell.currencies).toEqual(["GBP", "EUR"]);
    expect(shell.campaign).toBe("spring");
    expect(shell.links.cart).toBe("/basket/");
    expect(shell.navigation.length).toBeGreaterThan(0);
    expect(shell.loggedIn).toBe(false);
    expect(shell.impersonation).toBeNull();
  });

  it("shows who an admin is logged in as", async () => {
    const { context, state } = await requestContext(api.api, { accessToken: "token" });
    state.session.impersonation = {
      adminId: "a1",
      adminEmail: "admin@presto-impression.example",
      customerId: "c1",
      customerEmail: "marie.dupont@example.com",
      endsAt: "2030-01-01T00:00:00.000Z",
    };
    const shell = loadShell(context, new URL(ORIGIN));
    expect(shell.loggedIn).toBe(true);
    expect(shell.impersonation).toEqual({
      adminEmail: "admin@presto-impression.example",
      customerEmail: "marie.dupont@example.com",
      endsAt: "2030-01-01T00:00:00.000Z",
    });
  });
});

describe("browser API proxy", () => {
  async function proxied(path: string, init: RequestInit = {}, wrap?: ReturnType<typeof failing>) {
    const { context } = await requestContext(api.api, { wrap, timeoutMs: 300 });
    const url = new URL(`${ORIGIN}${path}`);
    return proxyApiRequest(new Request(url, init), url, context);
  }

  it("passes a catalogue read through, with its content type", async () => {
    const response = await proxied("/api/v1/content/robots/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: "success" });
  });

  it("passes the header's search suggestions through", async () => {
    const response = await proxied("/api/v1/search/?q=flyers&limit=8");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "success", data: { query: "flyers" } });
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.length).toBeLessThanOrEqual(8);
  });

  it("doesn't reach personal or account areas: those go through route actions", async () => {
    for (const path of ["/api/v1/customer/", "/api/v1/auth/login/", "/api/v1/orders"]) {
      const response = await proxied(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: "error", code: "NOT_FOUND" });
    }
  });

  it("refuses a body over the API's limit with 413", async () => {
    const response = await proxied("/api/v1/product/quote/", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers the API's own envelope when the upstream is down", async () => {
    const reset = await proxied("/api/v1/content/robots/", {}, failing("/api/v1/content/robots/", "reset"));
    expect(reset.status).toBe(503);
    expect(await reset.json()).toMatchObject({ status: "error", code: "UPSTREAM_UNAVAILABLE" });
    const slow = await proxied("/api/v1/content/robots/", {}, failing("/api/v1/content/robots/", "timeout"));
    expect(slow.status).toBe(504);
  });
});
