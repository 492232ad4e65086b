import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { accountMenu } from "./header";

/** A storefront whose tokens live 60 s (access) and 600 s (refresh): see playwright.config.ts. */
const SHORT = `http://localhost:${Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105)}`;

test.use({ baseURL: SHORT });

/** The short-session server runs with E2E_TEST_CLOCK: its clock moves forward, nobody sleeps. */
async function advanceClock(request: APIRequestContext, seconds: number) {
  const moved = await request.post(`${SHORT}/__test/clock?advance=${seconds}`);
  expect(moved.status()).toBe(200);
}

/** The notice (with its no-break space before the colon, French typography). */
const SIGNED_OUT = "Votre session a expiré\u00a0: vous avez été déconnecté de votre compte.";

/** Signs in on the login form (JS on or off alike) and waits for the page it lands on. */
async function signIn(page: Page, email: string, password: string, landing: string) {
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${SHORT}${landing}`);
}

for (const width of [390, 1366]) {
  test(`signed out by expiry: the next page says so and "Se reconnecter" comes back to it with the cart (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    const email = await registerWithAddresses(page, `${testInfo.project.name}${width}`, SHORT);
    const added = await page.request.post(`${SHORT}/cartes-de-visite/standard/`, {
      form: { intent: "addToCart" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await page.goto("/affiches/");
    const header = page.getByRole("banner");
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    // Away past both tokens' lives; then a link in the page (JS on: a client-side navigation).
    await advanceClock(page.request, 700);
    await header.getByRole("link", { name: /Panier/ }).click();
    await expect(page).toHaveURL(`${SHORT}/panier/`);
    const notice = page.getByRole("alert").filter({ hasText: SIGNED_OUT });
    await expect(notice).toBeVisible();
    await expect(header.getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(page.getByText("Votre panier est vide.")).toBeVisible();
    // The header no longer counts the account's cart.
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`signed-out-${width}.png`) });

    // Signing in again comes back to this page, and the cart with it.
    const again = notice.getByRole("link", { name: "Se reconnecter" });
    await expect(again).toHaveAttribute("href", `/connexion/?redirectTo=${encodeURIComponent("/panier/")}`);
    await again.click();
    await expect(page).toHaveURL(`${SHORT}/connexion/?redirectTo=${encodeURIComponent("/panier/")}`);
    await signIn(page, email, "Une phrase de passe 42", "/panier/");
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(page.getByRole("alert").filter({ hasText: SIGNED_OUT })).toHaveCount(0);
  });
}

test("a browser that let the sign-in cookie lapse is told it was signed out, once", async ({
  page,
  context,
}) => {
  const email = await registerWithAddresses(page, `${test.info().project.name}-lapse`, SHORT);
  expect(email).toContain("@");
  await page.goto("/affiches/");
  await expect(accountMenu(page)).toBeVisible();
  // The auth cookie lives a day in the browser, the refresh token a week: past that day it is gone.
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== "presto_auth");
  await context.clearCookies();
  await context.addCookies(kept);
  await page.goto("/affiches/");
  await expect(page.getByRole("alert").filter({ hasText: SIGNED_OUT })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  // Said once: the next page is an ordinary anonymous one.
  await page.goto("/affiches/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: SIGNED_OUT })).toHaveCount(0);
});

test("an expired access token is refreshed silently; once both expire the session resets and says so", async ({
  page,
}) => {
  await page.goto("/connexion/");
  await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
  await page.getByLabel("Mot de passe").fill("PrestoDemo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${SHORT}/espace-client/`);

  // Past the access token's life but within the refresh token's: still signed in.
  await advanceClock(page.request, 90);
  await page.goto("/espace-client/");
  await expect(page).toHaveURL(`${SHORT}/espace-client/`);
  await expect(accountMenu(page)).toBeVisible();

  // Idle past the refresh token's life: the session resets, the visitor is told, and sent to login.
  await advanceClock(page.request, 700);
  await page.goto("/");
  await expect(page.getByRole("alert")).toContainText(SIGNED_OUT);
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  await page.goto("/espace-client/");
  await expect(page).toHaveURL(/\/connexion\/\?redirectTo=/);
});

test("the page sign-in returns to is forgotten once the stored-value expiry (5 minutes) has passed", async ({
  page,
}) => {
  await page.goto("/affiches/?quantity=50");
  await page.getByRole("banner").getByRole("link", { name: "Connexion" }).click();
  await expect(page).toHaveURL(
    `${SHORT}/connexion/?redirectTo=${encodeURIComponent("/affiches/?quantity=50")}`,
  );
  // Waits for the state, not the clock: the login page without the link's parameter still returns
  // there (the session remembered it)…
  const remembered = page.locator('input[name="redirectTo"]');
  await page.goto("/connexion/");
  await expect(remembered).toHaveValue("/affiches/?quantity=50");
  // …and forgets it once the 5 minutes are over (each request reads the clock its own cookie names:
  // server/loop-turns.ts starts a waiting request in its own async context).
  await advanceClock(page.request, 301);
  await page.goto("/connexion/");
  await expect(remembered).toHaveValue("");
  await signIn(page, "marie.dupont@example.com", "PrestoDemo2026!", "/espace-client/");
});
