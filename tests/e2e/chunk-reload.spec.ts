import { expect, type Page, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * A tab left open across a deployment asks for route chunks that are gone (issue 38 §6, spec §4): the
 * first failure loads the address the shopper clicked afresh (the new build's page, hydrated), and a
 * second failure within 10 s shows the error view instead of reloading again. The old build's chunks
 * "disappear" by answering 404 in this browser context; the cart's comes back once the tab reloads, as
 * a deployment's new chunk would.
 */
const CART_CHUNK = /\/assets\/cart-[\w-]+\.js$/;
const LOGIN_CHUNK = /\/assets\/login-[\w-]+\.js$/;

/** Every page the tab loads as a document (a reload, a plain link), in order. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

for (const width of [390, 1366]) {
  test(`a route chunk gone after a deployment reloads once, to the page clicked; a second failure within 10 s shows the error view (${width} px) @js-only`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto(`${FR}/affiches/`);
    const header = page.getByRole("banner");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

    const loads = documentLoads(page);
    let cartChunkGone = true;
    page.on("request", (request) => {
      // The reload fetches the page anew: from then on the shop serves a build that has the chunk.
      if (request.isNavigationRequest() && request.url().endsWith("/panier/")) cartChunkGone = false;
    });
    await page.route(CART_CHUNK, (route) =>
      cartChunkGone ? route.fulfill({ status: 404, body: "" }) : route.continue(),
    );
    await page.route(LOGIN_CHUNK, (route) => route.fulfill({ status: 404, body: "" }));

    await header.getByRole("link", { name: /Panier/ }).click();
    await expect(page).toHaveURL(`${FR}/panier/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/panier/i);
    // One reload, of the address clicked (not the poster page the tab was on), and the page works.
    expect(loads).toEqual([`${FR}/panier/`]);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(
      await page.evaluate(() => sessionStorage.getItem("presto:last-chunk-reload")),
      "the guard stored its last reload",
    ).not.toBeNull();

    // Another chunk missing a moment later: no second reload, the error view at the address asked for
    // (the browser could not fetch the page's code: said as an interrupted connection, with a retry).
    await header.getByRole("link", { name: "Connexion" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion interrompue");
    await expect(page).toHaveURL(/\/connexion\/\?redirectTo=%2Fpanier%2F$/);
    expect(loads).toEqual([`${FR}/panier/`]);
    await page.screenshot({ path: testInfo.outputPath(`chunk-error-${width}.png`) });
  });
}
