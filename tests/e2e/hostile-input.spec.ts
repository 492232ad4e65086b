import {
  type APIRequestContext,
  type APIResponse,
  expect,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { OPEN_REDIRECT_PAYLOADS, staysOnShop } from "../support/redirect-corpus";
import { FR } from "./origins";

/**
 * Issue 12's hostile-input suite, at the HTTP level against the production build (runs once, not
 * per JS project): the redirect corpus over every redirect parameter, wrong bodies and methods on
 * every action, cross-site posts, hostile Host headers. Every answer is a 4xx (or a safe
 * redirect), never a 5xx, and a signed-in customer's data is the same afterwards.
 * Each test logs what it tried and what it saw, for the issue's closing note.
 */
const form = { "content-type": "application/x-www-form-urlencoded" };
const ACTIONS = [
  "/connexion/",
  "/inscription/",
  "/mot-de-passe-oublie/",
  "/panier/",
  "/panier/recapitulatif/",
  "/espace-client/adresses/",
  "/espace-client/profil/",
  "/espace-client/societe/",
  "/espace-client/moyens-de-paiement/",
  "/espace-client/mes-creations/",
  "/espace-client/commandes/detail/?id=nope",
  "/espace-client/commandes/fichiers/?id=nope",
  "/cartes-de-visite/standard/",
  "/session/currency/",
  "/session/logout/",
  "/admin/login-as/",
  "/admin/orders/",
];

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(" ");
}

async function signedInContext(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext();
  const email = `hostile.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await context.post(`${FR}/inscription/`, {
    form: {
      accountType: "private",
      firstName: "Eve",
      lastName: "Test",
      email,
      password: "Une phrase de passe 42",
    },
    maxRedirects: 0,
  });
  expect(registered.status()).toBe(303);
  return context;
}

/** What an attack must not change: the customer's addresses, profile and orders, as the pages show them. */
async function customerSnapshot(context: APIRequestContext): Promise<string> {
  const pages = ["/espace-client/adresses/", "/espace-client/profil/", "/espace-client/commandes/"];
  const texts = await Promise.all(pages.map(async (path) => (await context.get(`${FR}${path}`)).text()));
  return texts
    .map((html) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .map((main) => main.replace(/nonce="[^"]*"/g, "").replace(/value="[0-9a-f-]{36}"/g, ""))
    .join("\n");
}

test.describe("hostile input", { tag: "@http" }, () => {
  test("the open-redirect corpus never leaves the shop, on any redirect parameter", async ({ request }) => {
    const seen: number[] = [];
    const context = await signedInContext();
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const encoded = encodeURIComponent(payload);
      // The login and registration screens render the remembered target into their forms.
      for (const screen of ["/connexion/", "/inscription/"]) {
        const page = await request.get(`${FR}${screen}?redirectTo=${encoded}`);
        seen.push(page.status());
        const value = /name="redirectTo" value="([^"]*)"/.exec(await page.text())?.[1] ?? "";
        expect(staysOnShop(value || null, FR), `${screen} renders ${JSON.stringify(value)}`).toBe(true);
      }
      const login = await request.post(`${FR}/connexion/`, {
        form: { email: "marie.dupont@example.com", password: "PrestoDemo2026!", redirectTo: payload },
        maxRedirects: 0,
      });
      seen.push(login.status());
      expect(login.status()).toBe(303);
      expect(staysOnShop(login.headers().location ?? null, FR), `login → ${login.headers().location}`).toBe(
        true,
      );
      const currency = await context.post(`${FR}/session/currency/`, {
        form: { currency: "EUR", returnTo: payload },
        maxRedirects: 0,
      });
      seen.push(currency.status());
      expect(currency.status()).toBe(303);
      expect(staysOnShop(currency.headers().location ?? null, FR)).toBe(true);
    }
    // Registration redirects only after creating an account: a handful of payloads is proof enough.
    for (const payload of [
      "/.//evil.example/",
      "/%2E%2E//evil.example/",
      "//evil.example/",
      "https://evil.example/",
    ]) {
      const email = `redirect.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      const fresh = await playwrightRequest.newContext();
      const registered = await fresh.post(`${FR}/inscription/`, {
        form: {
          accountType: "private",
          firstName: "R",
          lastName: "D",
          email,
          password: "Une phrase de passe 42",
          redirectTo: payload,
        },
        maxRedirects: 0,
      });
      seen.push(registered.status());
      expect(staysOnShop(registered.headers().location ?? null, FR)).toBe(true);
      await fresh.dispose();
    }
    await context.dispose();
    console.info(`redirect corpus: ${OPEN_REDIRECT_PAYLOADS.length} payloads, statuses ${tally(seen)}`);
  });

  test("wrong bodies, types, sizes and methods on every action: 4xx, and nothing changes", async () => {
    const context = await signedInContext();
    // One delivery address, so there is something that must survive.
    const added = await context.post(`${FR}/espace-client/adresses/`, {
      form: {
        intent: "add",
        type: "shipping",
        firstName: "Eve",
        lastName: "Test",
        street: "1 rue A",
        postalCode: "75001",
        city: "Paris",
        country: "FR",
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    const before = await customerSnapshot(context);
    const megabyte = "x".repeat(1024 * 1024);
    const truncatedMultipart = '--b\r\ncontent-disposition: form-data; name="intent"\r\n\r\nadd';
    const attempts: { name: string; send: (path: string) => Promise<APIResponse> }[] = [
      {
        name: "empty form",
        send: (path) => context.post(`${FR}${path}`, { headers: form, data: "", maxRedirects: 0 }),
      },
      {
        name: "wrong types",
        send: (path) =>
          context.post(`${FR}${path}`, {
            headers: form,
            data: "intent=%F0%9F%99%82&id[]=1&quantity=-1e309&type=__proto__&email=%00",
            maxRedirects: 0,
          }),
      },
      {
        name: "1 MB value",
        send: (path) =>
          context.post(`${FR}${path}`, {
            headers: form,
            data: `intent=add&firstName=${megabyte}`,
            maxRedirects: 0,
          }),
      },
      {
        name: "JSON body",
        send: (path) =>
          context.post(`${FR}${path}`, {
            headers: { "content-type": "application/json" },
            data: '{"intent":"add"}',
            maxRedirects: 0,
          }),
      },
      {
        name: "text body",
        send: (path) =>
          context.post(`${FR}${path}`, {
            headers: { "content-type": "text/plain" },
            data: "intent=add",
            maxRedirects: 0,
          }),
      },
      {
        name: "no content type",
        send: (path) =>
          context.fetch(`${FR}${path}`, { method: "POST", data: Buffer.from("intent=add"), maxRedirects: 0 }),
      },
      {
        name: "truncated multipart",
        send: (path) =>
          context.post(`${FR}${path}`, {
            headers: { "content-type": "multipart/form-data; boundary=b" },
            data: truncatedMultipart,
            maxRedirects: 0,
          }),
      },
      {
        name: "DELETE",
        send: (path) => context.fetch(`${FR}${path}`, { method: "DELETE", maxRedirects: 0 }),
      },
      {
        name: "PUT",
        send: (path) =>
          context.fetch(`${FR}${path}`, { method: "PUT", headers: form, data: "a=b", maxRedirects: 0 }),
      },
    ];
    const seen: number[] = [];
    for (const path of ACTIONS.filter((candidate) => candidate !== "/session/logout/")) {
      for (const attempt of attempts) {
        const response = await attempt.send(path);
        seen.push(response.status());
        expect(response.status(), `${attempt.name} → ${path}`).toBeLessThan(500);
        // A refusal is a 4xx; a 3xx only where the screen sends a visitor elsewhere (never a 200 "done").
        expect([200, 201, 204], `${attempt.name} → ${path}`).not.toContain(response.status());
      }
    }
    expect(await customerSnapshot(context)).toBe(before);
    // Still signed in: no refused request logged the customer out.
    expect((await context.get(`${FR}/espace-client/`, { maxRedirects: 0 })).status()).toBe(200);
    await context.dispose();
    console.info(`fuzz: ${ACTIONS.length - 1} actions × ${attempts.length} bodies, statuses ${tally(seen)}`);
  });

  test("a 24 MiB form and a 60 MiB upload are refused before they are read", async ({ request }) => {
    const started = Date.now();
    // Refusing before reading means the server may close the socket while the client still writes:
    // the client then sees the reset instead of the 413. Either way the body was not read.
    const refusal = async (send: () => Promise<APIResponse>) => {
      try {
        const response = await send();
        return { status: response.status(), text: await response.text() };
      } catch (error) {
        expect(String(error)).toMatch(/ECONNRESET|EPIPE|socket hang up/);
        return { status: "reset" as const, text: "" };
      }
    };
    const big = await refusal(() =>
      request.post(`${FR}/connexion/`, {
        headers: form,
        data: `email=a%40b.c&password=${"x".repeat(24 * 1024 * 1024)}`,
        maxRedirects: 0,
      }),
    );
    expect([413, "reset"]).toContain(big.status);
    if (big.status === 413) expect(big.text).toMatch(/lang="fr-FR"/);
    const upload = await refusal(() =>
      request.post(`${FR}/espace-client/commandes/fichiers/?id=x`, {
        headers: { "content-type": "multipart/form-data; boundary=b" },
        data: Buffer.alloc(60 * 1024 * 1024, 0x61),
        maxRedirects: 0,
      }),
    );
    expect([413, "reset"]).toContain(upload.status);
    console.info(
      `body limits: 24 MiB form → ${big.status}, 60 MiB upload → ${upload.status} in ${Date.now() - started} ms`,
    );
  });

  test("cross-site posts are refused everywhere, resource routes included", async () => {
    const context = await signedInContext();
    const seen: number[] = [];
    const hostile: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of hostile) {
      for (const path of ACTIONS) {
        const response = await context.post(`${FR}${path}`, {
          headers: { ...form, ...headers },
          data: "currency=EUR&returnTo=%2F&intent=add",
          maxRedirects: 0,
        });
        seen.push(response.status());
        expect(response.status(), `${JSON.stringify(headers)} → ${path}`).toBe(403);
      }
    }
    // The cross-site logout did nothing: the customer is still signed in.
    expect((await context.get(`${FR}/espace-client/`, { maxRedirects: 0 })).status()).toBe(200);
    const page = await context.post(`${FR}/session/logout/`, {
      headers: { ...form, origin: "https://evil.example" },
      data: "",
    });
    expect(await page.text()).toContain("envoyé depuis un autre site");
    await context.dispose();
    console.info(`cross-site: ${seen.length} posts, statuses ${tally(seen)}`);
  });

  test("a very long unknown path is a 404 page, not a 502", async ({ request }) => {
    const response = await request.get(`${FR}/${"a".repeat(8000)}/`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page introuvable");
    expect(html.length).toBeLessThan(200_000);
  });

  test("hostile Host headers: refused, and never written into a cached page", async ({ request }) => {
    for (const host of ["localhost:99999999999", "localhost:0", "evil.example/x", "a b"]) {
      const response = await request.get(`${FR}/`, { headers: { host } });
      expect(response.status(), host).toBe(400);
    }
    const poisoned = await request.get(`${FR}/cartes-de-visite/standard/`, {
      headers: { host: "localhost:9" },
    });
    expect(poisoned.status()).toBe(200);
    expect(await poisoned.text()).not.toContain("localhost:9/");
    // Enough visits to reach every worker's own page cache (ADR 041), not just the one that was asked.
    for (let visit = 0; visit < 4; visit++) {
      const clean = await request.get(`${FR}/cartes-de-visite/standard/`);
      const html = await clean.text();
      expect(html).not.toContain("localhost:9/");
      expect(html).toContain(`rel="canonical" href="${FR}/cartes-de-visite/standard/"`);
    }
  });
});
