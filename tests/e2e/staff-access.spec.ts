import { expect, test } from "@playwright/test";
import { signInDemo } from "./customer";
import { FR } from "./origins";

/**
 * Staff scopes and the agent cookie (issue 19, spec §1/§6) — JS on and off: a production-desk account
 * works the order desk but is refused impersonation (403); an admin marks their browser as staff
 * with the signed agent cookie, which opens staff-only debug mode, and takes the mark off again.
 */

test("a production desk opens the order desk, but impersonation needs a scope it lacks (403)", async ({
  page,
}) => {
  await signInDemo(page, "atelier@presto-impression.example");
  const desk = await page.goto(`${FR}/admin/orders/`);
  expect(desk?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const refused = await page.goto(`${FR}/admin/login-as/`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Votre compte équipe n’a pas accès à cette page.")).toBeVisible();
  await expect(page.getByLabel("E-mail du client")).toHaveCount(0);
});

test("an admin marks this browser as staff with the agent cookie, then takes the mark off", async ({
  page,
}) => {
  // Not staff yet: debug mode can't be switched on.
  await page.goto(`${FR}/?debug=1`);
  await expect(page.getByRole("banner")).toContainText("Panier");

  await signInDemo(page, "admin@presto-impression.example");
  await page.goto(`${FR}/admin/agent/`);
  await expect(page.getByTestId("agent-status")).toHaveText("Ce navigateur n’est pas signalé comme équipe.");
  await page.getByLabel("Pour cette journée de travail (8 heures)").check();
  await page.getByRole("button", { name: "Signaler ce navigateur" }).click();
  await expect(page.getByText("Ce navigateur est signalé comme équipe.")).toBeVisible();
  await expect(page.getByTestId("agent-status")).toContainText(
    "Navigateur signalé comme équipe pour admin@presto-impression.example jusqu’au",
  );
  const agent = (await page.context().cookies()).find((cookie) => cookie.name === "presto_agent");
  expect(agent?.httpOnly).toBe(true);
  expect((agent?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3600 * 1000 + 60_000);

  await page.goto(`${FR}/?debug=1`);
  await expect(page.getByRole("banner")).toContainText("header:cart");
  await page.goto(`${FR}/?debug=0`);

  await page.goto(`${FR}/admin/agent/`);
  await page.getByRole("button", { name: "Ne plus signaler ce navigateur" }).click();
  await expect(page.getByText("Ce navigateur n’est plus signalé comme équipe.")).toBeVisible();
  await page.goto(`${FR}/?debug=1`);
  await expect(page.getByRole("banner")).toContainText("Panier");
});
