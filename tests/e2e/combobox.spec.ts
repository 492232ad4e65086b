import { expect, type Page, test } from "@playwright/test";
import { axeOn } from "./axe";
import { registerWithAddresses } from "./customer";
import { EN, FR } from "./origins";

/**
 * The dropdown widget (spec §8/§9, WAI-ARIA APG combobox) in its two places: the header's search
 * suggestions and the address form's country. With JavaScript the keyboard alone drives it; without,
 * the header is a plain GET form and the country a plain select.
 */

function searchBox(page: Page) {
  return page.getByRole("banner").getByLabel(/Que recherchez-vous|What are you looking for/);
}

/** Types into the header box once its code is in: fetched on first focus, it adds the combobox role. */
async function typeInSearch(page: Page, text: string) {
  const box = searchBox(page);
  await box.focus();
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  return box;
}

async function expectNoAxeViolations(page: Page) {
  const results = await (await axeOn(page)).analyze();
  expect(results.violations).toEqual([]);
}

// The suggestions exist only with JavaScript; without it the box is the plain form (tested below, in both projects).
test.describe("header search suggestions", { tag: "@js-only" }, () => {
  test("French: type, Down, Enter opens the product page", async ({ page }) => {
    await page.goto(`${FR}/`);
    const box = await typeInSearch(page, "cartes");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Cartes de visite standard");
    await expect(first).toContainText(/Produit · À partir de\s+\d+,\d{2}\s€\s+HT/);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(/\d+ options? disponibles?\./);
    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?searchId=srch_[a-f0-9]{16}$/);
  });

  test("the suggestions' code comes when the shopper reaches for the box, and takes over what was typed", async ({
    page,
  }) => {
    const comboboxCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/HeaderSearchCombobox-[\w-]+\.js$/.test(request.url())) comboboxCode.push(request.url());
    });
    await page.goto(`${FR}/`, { waitUntil: "networkidle" });
    const box = searchBox(page);
    expect(comboboxCode, "a first visit loads no suggestion code (ADR 090)").toEqual([]);
    await expect(box).not.toHaveAttribute("role", "combobox");
    // fill focuses the plain box and types at once, before the code can arrive: nothing typed is lost.
    await box.fill("cartes");
    await expect(box).toHaveAttribute("role", "combobox");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("cartes");
    const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
    await expect(first).toContainText("Cartes de visite standard");
    expect(comboboxCode).toHaveLength(1);
  });

  test("English: a typo still suggests flyers, and Enter opens them", async ({ page }) => {
    await page.goto(`${EN}/`);
    await typeInSearch(page, "flyr");
    const first = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first();
    await expect(first).toContainText("Flyers");
    await expect(first).toContainText(/Product · From\s+£\d+\.\d{2}\s+excl\. VAT/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flyers\/\?searchId=srch_[a-f0-9]{16}$/);
  });

  test("arrows wrap, Home and End jump, Escape closes then clears; axe finds nothing", async ({ page }) => {
    await page.goto(`${FR}/`);
    const box = await typeInSearch(page, "cartes");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveValue("cartes");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("a word nothing matches says so, in each tenant's language", async ({ page }) => {
    await page.goto(`${FR}/`);
    const box = await typeInSearch(page, "xylophone");
    await expect(
      page.getByRole("banner").getByText("Désolé, aucune option ne correspond.").first(),
    ).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // Enter without a suggestion is the plain form: the results page.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/recherche\/\?q=xylophone$/);

    await page.goto(`${EN}/`);
    await typeInSearch(page, "xylophone");
    await expect(page.getByRole("banner").getByText("Sorry, no matching options.").first()).toBeVisible();
  });

  test("a slow answer to an older query never replaces the latest one", async ({ page }) => {
    const asked: string[] = [];
    // The older query is held until the newer one is on screen, then answers with a label the real
    // search would never give.
    let releaseOlder = () => {};
    const olderHeld = new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
    let olderAnswered = false;
    await page.route("**/api/v1/search/**", async (route) => {
      const q = new URL(route.request().url()).searchParams.get("q") ?? "";
      asked.push(q);
      if (q !== "car") return route.continue();
      await olderHeld;
      const stale = { type: "page", id: "stale", title: { text: "Stale answer", matches: [] }, path: "/" };
      await route
        .fulfill({
          json: { status: "success", code: 200, data: { items: [stale], total: 1, nextCursor: null } },
        })
        .catch(() => {}); // aborted by the browser: that is the point
      olderAnswered = true;
    });
    await page.goto(`${FR}/`);
    await typeInSearch(page, "car");
    await expect.poll(() => asked).toContain("car");
    await page.keyboard.type("tes");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toContainText("Cartes de visite standard");
    releaseOlder();
    await expect.poll(() => olderAnswered).toBe(true);
    // Two frames: time for the page to have handled that answer, had it kept listening.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(options.first()).toContainText("Cartes de visite standard");
    await expect(page.getByText("Stale answer")).toHaveCount(0);
  });

  test("a search refused for too many searches says so quietly, in each tenant's language", async ({
    page,
  }) => {
    // The shop's limit answers 429 (ADR 066); the e2e server's limits are raised, so it is played here.
    await page.route("**/api/v1/search/**", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "7" },
        json: { status: "error", code: "TOO_MANY_REQUESTS", message: "Too many requests; try again in 7 s" },
      }),
    );
    await page.goto(`${FR}/`);
    const box = await typeInSearch(page, "cartes");
    const banner = page.getByRole("banner");
    await expect(
      banner.getByText("Trop de recherches : suggestions de retour dans 7 secondes.").first(),
    ).toBeVisible();
    await expect(banner.getByRole("status")).toHaveText(
      "Trop de recherches : suggestions de retour dans 7 secondes.",
    );
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // Nothing is broken: Enter still opens the results page.
    await page.unroute("**/api/v1/search/**");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/recherche\/\?q=cartes$/);

    await page.route("**/api/v1/search/**", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "1" },
        json: { status: "error", code: "TOO_MANY_REQUESTS", message: "Too many requests; try again in 1 s" },
      }),
    );
    await page.goto(`${EN}/`);
    await typeInSearch(page, "flyers");
    await expect(
      page.getByRole("banner").getByText("Too many searches: suggestions are back in 1 second.").first(),
    ).toBeVisible();
  });

  test("a click on a suggestion opens it", async ({ page }) => {
    await page.goto(`${EN}/`);
    await typeInSearch(page, "poster");
    await page.getByRole("listbox").getByRole("option").filter({ hasText: "Posters" }).first().click();
    await expect(page).toHaveURL(/\/posters\/\?searchId=srch_[a-f0-9]{16}$/);
  });
});

test("the server sends the plain GET form, and Enter without a suggestion opens the results page", async ({
  page,
}) => {
  // What a visitor without JavaScript gets is the server's HTML: no combobox claims in it.
  const html = await (await page.request.get(`${FR}/`)).text();
  expect(html).not.toContain('role="combobox"');
  await page.goto(`${FR}/`);
  const box = searchBox(page);
  await box.fill("cartes");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/recherche\/\?q=cartes$/);
  await expect(page.getByRole("region", { name: "Produits" }).getByRole("link").first()).toBeVisible();
});

test.describe("country combobox in the address form", () => {
  test("the chosen country is saved", async ({ page, javaScriptEnabled }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name);
    await page.goto(`${FR}/espace-client/adresses/`);
    await page.getByLabel("Prénom").fill("Paul");
    await page.getByLabel("Nom", { exact: true }).fill("Girard");
    await page.getByLabel("Numéro et rue").fill("12 rue Neuve");
    await page.getByLabel("Code postal").fill("1000");
    await page.getByLabel("Ville").fill("Bruxelles");
    const country = page.locator("#address-country");
    if (javaScriptEnabled) {
      await expect(country).toHaveAttribute("role", "combobox");
      await expect(country).toHaveValue("France");
      await country.focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("belg");
      await expect(page.getByRole("listbox", { name: "Pays" }).getByRole("option")).toHaveText(["Belgique"]);
      await expectNoAxeViolations(page);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(country).toHaveValue("Belgique");
      await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue("BE");
    } else {
      await expect(country).toHaveJSProperty("tagName", "SELECT");
      await country.selectOption("BE");
    }
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(page.getByText("Votre carnet d’adresses est à jour.")).toBeVisible();
    const saved = page.locator(".address-card", { hasText: "12 rue Neuve" });
    await expect(saved).toContainText("Belgique");
  });

  test(
    "leaving the field with half-typed text keeps the chosen country",
    { tag: "@js-only" },
    async ({ page }, testInfo) => {
      await registerWithAddresses(page, testInfo.project.name);
      await page.goto(`${FR}/espace-client/adresses/`);
      const country = page.locator("#address-country");
      await expect(country).toHaveAttribute("role", "combobox");
      // It looks like a select, so a click lists every country the shop delivers to.
      await page.setViewportSize({ width: 390, height: 844 });
      await country.click();
      await expect(page.getByRole("listbox", { name: "Pays" }).getByRole("option")).toHaveText([
        "France",
        "Belgique",
        "Luxembourg",
        "Suisse",
      ]);
      await expect(page.getByRole("option", { name: "France" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Control+A");
      await page.keyboard.type("zz");
      await expect(page.locator(".combobox__message")).toHaveText("Désolé, aucune option ne correspond.");
      await page.keyboard.press("Tab");
      await expect(country).toHaveValue("France");
      await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue("FR");
    },
  );
});
