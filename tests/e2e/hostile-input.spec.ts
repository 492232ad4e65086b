import { expect, test } from "@playwright/test";
import { signedInContext, tally } from "./hostile-helpers";
import { FR } from "./origins";

/**
 * Issue 12's hostile-input suite, at the HTTP level against the production build (runs once, not
 * per JS project): cross-site posts on every action, hostile paths and Host headers. The redirect
 * corpus and the malformed bodies grew into hostile-corpus.spec.ts, oversized bodies and transport
 * cases into hostile-round-two.spec.ts (issue 35). Each test logs what it tried and what it saw.
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

test.describe("hostile input", { tag: "@http" }, () => {
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
