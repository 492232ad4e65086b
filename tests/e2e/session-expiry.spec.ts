import { type APIRequestContext, expect, test } from "@playwright/test";
import { accountMenu } from "./header";

/** A storefront whose tokens live 60 s (access) and 600 s (refresh): see playwright.config.ts. */
const SHORT = `http://localhost:${Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105)}`;

test.use({ baseURL: SHORT });

/** The short-session server runs with E2E_TEST_CLOCK: its clock moves forward, nobody sleeps. */
async function advanceClock(request: APIRequestContext, seconds: number) {
  const moved = await request.post(`${SHORT}/__test/clock?advance=${seconds}`);
  expect(moved.status()).toBe(200);
}

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
  await expect(page.getByRole("alert")).toHaveText("Votre session a expiré. Merci de vous reconnecter.");
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
  await advanceClock(page.request, 301);
  await page.goto("/connexion/");
  await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
  await page.getByLabel("Mot de passe").fill("PrestoDemo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${SHORT}/espace-client/`);
});
