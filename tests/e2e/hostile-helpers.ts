import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { FR } from "./origins";

/**
 * What the HTTP-level hostile suites (hostile-*.spec.ts) share: a browser's user agent (the shop
 * answers crawlers with bare statuses), a fresh signed-in customer, and the customer's data as the
 * pages show it, which no attack may change.
 */
export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

export const FORM = "application/x-www-form-urlencoded";

export async function signedInContext(prefix = "hostile"): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ extraHTTPHeaders: { "user-agent": BROWSER } });
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
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
  // Registering answers alike for new and taken addresses and signs nobody in (ADR 066): sign in.
  const signedIn = await context.post(`${FR}/connexion/`, {
    form: { email, password: "Une phrase de passe 42" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);
  return context;
}

export async function addAddress(context: APIRequestContext, type: "shipping" | "billing"): Promise<void> {
  const added = await context.post(`${FR}/espace-client/adresses/`, {
    form: {
      intent: "add",
      type,
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
}

/** What an attack must not change: the customer's addresses, profile and orders, as the pages show them. */
export async function customerSnapshot(context: APIRequestContext): Promise<string> {
  const pages = ["/espace-client/adresses/", "/espace-client/profil/", "/espace-client/commandes/"];
  const texts = await Promise.all(pages.map(async (path) => (await context.get(`${FR}${path}`)).text()));
  return texts
    .map((html) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .map((main) => main.replace(/nonce="[^"]*"/g, "").replace(/value="[0-9a-f-]{36}"/g, ""))
    .join("\n");
}

/** "303×12 400×4": what a run of requests was answered with, for the closing note. */
export function tally(statuses: (number | string)[]): string {
  const counts = new Map<number | string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(" ");
}
