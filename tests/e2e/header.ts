import type { Page } from "@playwright/test";

/** Signed in, the header's account action is a menu (a disclosure) holding the sign-out button. */
export const accountMenu = (page: Page, name = "Mon compte") =>
  page.getByRole("banner").locator("summary", { hasText: name });

export async function signOutFromHeader(page: Page, account = "Mon compte", signOut = "Déconnexion") {
  await accountMenu(page, account).click();
  await page.getByRole("banner").getByRole("button", { name: signOut }).click();
}
