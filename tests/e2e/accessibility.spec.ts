import { type BrowserContext, test as base, type Cookie, devices, expect, type Page } from "@playwright/test";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { axeOn } from "./axe";
import { addToCart, orderByTransfer, postPrintFile, registerWithAddresses, signInDemo } from "./customer";
import { fillInTemplate, orderDesign } from "./design-screen";
import { EN, FR } from "./origins";
import { designServiceOrderAtDesk, proofPng, sendProof } from "./proofs";
import { seedPost } from "./seed-http";
import { smallTapTargets } from "./tap-targets";

/**
 * axe (WCAG 2.1 A/AA rules, and 2.2's target size) and our own tap-target scan on the screens a shopper passes through, in both shops, JS on and off:
 * a violation names the rule and the elements, so a regression is fixed where it appears.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe on `url`; `servedAsHydrated`: the screen is axed with JS only, so its hydrated DOM must be as served. */
async function violationsOn(page: Page, url: string, servedAsHydrated = false) {
  const response = await page.goto(url);
  await expect(page.locator("h1").first()).toBeVisible();
  if (servedAsHydrated) {
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    // The document this very navigation got (ADR 102): no second request and server render to compare with.
    const served = (await response?.text()) ?? "";
    expect(served, `${url}: the served document`).toContain("<h1");
    expect
      .soft(
        await differenceFromServed(page, served),
        `${url} is axed with JS only: hydration must change nothing`,
      )
      .toBe("");
  }
  return violationsHere(page);
}

/**
 * Where the page's DOM now differs from the server's HTML `served` parsed without scripts, or "" when
 * it doesn't: then what axe checks on it is also what a visitor without JavaScript gets, the same
 * markup under the same styles. Left out on both sides: scripts, noscript, templates, comments (React's
 * Suspense markers) and the hidden, empty slots a streamed answer fills (`div[hidden][id^="S:"]`).
 */
async function differenceFromServed(page: Page, served: string): Promise<string> {
  return page.evaluate((html) => {
    const markup = (root: Element) => {
      const clone = root.cloneNode(true) as Element;
      const unseen = clone.querySelectorAll('script, noscript, template, div[hidden][id^="S:"]');
      for (const element of unseen) element.remove();
      const comments = document.createTreeWalker(clone, NodeFilter.SHOW_COMMENT);
      const found: Node[] = [];
      while (comments.nextNode()) found.push(comments.currentNode);
      for (const comment of found) comment.parentNode?.removeChild(comment);
      return clone.outerHTML;
    };
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const [before, after] = [markup(parsed.body), markup(document.body)];
    if (before === after && parsed.title === document.title) return "";
    let at = 0;
    while (before[at] === after[at]) at++;
    if (before === after) return `title served "${parsed.title}", hydrated "${document.title}"`;
    return `served …${before.slice(at - 60, at + 60)}… hydrated …${after.slice(at - 60, at + 60)}…`;
  }, served);
}

/** axe and the tap-target scan on the page as it is now (a screen reached by clicks, not an address). */
async function violationsHere(page: Page) {
  const results = await (await axeOn(page)).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  // Tap targets on a desktop and a phone (issue 38 §2): axe's target-size is in WCAG_TAGS; this is ours.
  const desktop = page.viewportSize();
  const small = await smallTapTargets(page);
  await page.setViewportSize({ width: 390, height: 844 });
  small.push(...(await smallTapTargets(page)).map((target) => `${target} at 390 px`));
  if (desktop) await page.setViewportSize(desktop);
  if (small.length > 0)
    violations.push({ rule: "tap-target-24px", impact: "serious", targets: small.slice(0, 8) });
  return violations;
}

/** The JS-off scans' page, with a shopper's cookies (see expectNoViolations). */
interface Scriptless {
  pageWith(cookies: Cookie[]): Promise<Page>;
}

/**
 * One scriptless context per worker, made when a JS-off scan first needs it: a context per scan cost
 * its creation and a cold cache (the shop's CSS, fonts and pictures fetched again), the larger part of
 * a JS-off test besides axe (ADR 102). Each scan gets exactly the shopper's cookies, none left from the
 * test before; the shop's HTML is never cached (no validators, no freshness), so nothing else carries over.
 */
const test = base.extend<object, { scriptless: Scriptless }>({
  scriptless: [
    async ({ browser }, use) => {
      let context: BrowserContext | undefined;
      let page: Page | undefined;
      await use({
        async pageWith(cookies) {
          if (!context) {
            const { defaultBrowserType: _, ...desktop } = devices["Desktop Chrome"];
            context = await browser.newContext({ ...desktop, javaScriptEnabled: true });
            // Empty modules rather than failed loads: a failed chunk would make the reload guard reload the page.
            await context.route(/\.m?js(\?.*)?$/, (route) =>
              route.fulfill({ contentType: "text/javascript", body: "" }),
            );
          }
          await context.clearCookies();
          await context.addCookies(cookies);
          page ??= await context.newPage();
          return page;
        },
      });
      await context?.close();
    },
    { scope: "worker" },
  ],
});

/**
 * axe is a script, so it can't run where scripts are off. For the no-JS project the same pages are
 * opened, with the same cookies, in a context where the shop's own scripts are empty (the worker's
 * `scriptless` page): what axe checks is then exactly the server's HTML, never hydrated. Screens in
 * `servedAsHydrated` are axed in the JS project only, which checks that hydration left them as served
 * (ADR 096). Every page is checked and reported (soft assertions), so one failing screen doesn't hide another.
 */
async function expectNoViolations(
  page: Page,
  urls: string[],
  scriptless: Scriptless,
  javaScriptEnabled: boolean,
  servedAsHydrated: ReadonlySet<string> = new Set(),
) {
  if (javaScriptEnabled) {
    for (const url of urls) {
      const violations = await violationsOn(page, url, servedAsHydrated.has(url));
      expect.soft(violations, `axe on ${url}`).toEqual([]);
    }
    return;
  }
  urls = urls.filter((url) => !servedAsHydrated.has(url));
  if (urls.length === 0) return;
  const scriptlessPage = await scriptless.pageWith(await page.context().cookies());
  for (const url of urls) {
    expect.soft(await violationsOn(scriptlessPage, url), `axe on ${url} (no JS)`).toEqual([]);
  }
}

/**
 * Every visitor template once in the French shop, and the English shop's own content (home, an
 * offer page, search results): the English login, register, cart and category screens are the same
 * components with other words. Grouped per shop so a browser context is made once, not per screen.
 */
const VISITOR_SCREENS = {
  "fr (catalogue)": [
    "/",
    "/etiquettes/",
    "/etiquettes-en-rouleau/",
    "/cartes-de-visite/standard/",
    "/affiches/",
    "/glossaire/",
    // Issue 36 §7: the legal notice and the privacy policy.
    "/mentions-legales/",
    "/politique-de-confidentialite/",
    "/recherche/?q=cartes",
    "/recherche/?q=zzzzqx",
  ].map((path) => `${FR}${path}`),
  // Split in two: one test for all 25 French screens outgrew its time on a loaded machine (ADR 096).
  "fr (accounts, cart, content, design)": [
    "/connexion/",
    "/inscription/",
    // After registering (ADR 066): "check your mailbox", and the mail's link with its one button.
    "/inscription/?sent=1",
    `/bienvenue/?token=${"a".repeat(43)}`,
    "/mot-de-passe-oublie/",
    "/panier/",
    "/nulle-part/",
    "/lettre-d-information/",
    "/desinscription-newsletter/?token=invalide",
    "/noel/",
    "/bons-plans-impression/",
    "/les-merveilles/",
    "/grille-de-prix/?product=/cartes-de-visite/standard/",
    // Online design (issue 14): the template browser and the fill-in form.
    "/creer-mon-design/?product=business-cards&format=85x55&from=/cartes-de-visite/standard/",
    "/creer-mon-design/?product=business-cards&format=85x55&from=/cartes-de-visite/standard/&template=classic-blue-85x55",
  ].map((path) => `${FR}${path}`),
  en: ["/", "/starter-offer/", "/search/?q=flyers", "/privacy-policy/"].map((path) => `${EN}${path}`),
};

/**
 * Visitor screens that hydration leaves exactly as served (no field or widget that scripts redraw):
 * axed once, in the JS project, where the test also checks that hydration changed nothing, so that
 * scan covers the no-JS rendering too (ADR 096). The others are axed in both projects.
 */
const SERVED_AS_HYDRATED = new Set([
  ...[
    "/",
    "/etiquettes/",
    "/glossaire/",
    "/mentions-legales/",
    "/politique-de-confidentialite/",
    "/recherche/?q=cartes",
    "/recherche/?q=zzzzqx",
    "/connexion/",
    "/inscription/?sent=1",
    `/bienvenue/?token=${"a".repeat(43)}`,
    "/mot-de-passe-oublie/",
    "/panier/",
    "/lettre-d-information/",
    "/desinscription-newsletter/?token=invalide",
    "/noel/",
    "/bons-plans-impression/",
    "/les-merveilles/",
    "/grille-de-prix/?product=/cartes-de-visite/standard/",
  ].map((path) => `${FR}${path}`),
  ...["/", "/starter-offer/", "/search/?q=flyers", "/privacy-policy/"].map((path) => `${EN}${path}`),
]);

/** The personal area's screens without a field or widget that scripts redraw, likewise axed with JS only. */
const SIGNED_IN_SERVED_AS_HYDRATED = new Set(
  [
    "/espace-client/",
    "/bienvenue/",
    "/espace-client/commandes/",
    "/espace-client/moyens-de-paiement/",
    "/espace-client/mes-creations/",
    "/espace-client/mes-donnees/",
    "/espace-client/factures/",
  ].map((path) => `${FR}${path}`),
);

/** The short-session server runs with E2E_TEST_CLOCK: seasonal pages are checked on a moved clock. */
const SHORT = `localhost:${Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105)}`;
/** The test clock's offset (ms) to the next `month`/`day` at noon UTC. */
function clockOffsetTo(month: number, day: number): string {
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  let target = Date.UTC(year, month - 1, day, 12);
  if (target <= now + 3_600_000) target = Date.UTC(year + 1, month - 1, day, 12);
  return String(target - now);
}

test.describe("no accessibility violations", () => {
  for (const [shop, urls] of Object.entries(VISITOR_SCREENS)) {
    test(`a visitor's screens in the ${shop} shop`, async ({ page, scriptless, javaScriptEnabled }) => {
      test.slow(); // one axe run per screen
      await expectNoViolations(page, urls, scriptless, javaScriptEnabled, SERVED_AS_HYDRATED);
    });
  }

  // Christmas open and the sale closed (1 December), then Christmas closed and the sale open (10 January).
  for (const [month, day] of [
    [12, 1],
    [1, 10],
  ] as const) {
    test(`seasonal pages in and out of season (clock moved to ${day}/${month})`, async ({
      page,
      scriptless,
      javaScriptEnabled,
    }) => {
      const offset = clockOffsetTo(month, day);
      await page.context().addCookies(
        ["localhost", "en.localhost"].map((domain) => ({
          name: "e2e-clock",
          value: offset,
          domain,
          path: "/",
        })),
      );
      await expectNoViolations(
        page,
        [`http://${SHORT}/noel/`, `http://en.${SHORT}/seasonal-sale/`],
        scriptless,
        javaScriptEnabled,
      );
    });
  }

  // Issue 38 §6: the first page after a sign-in ended carries the notice and its "sign in again" link.
  test("a page telling the shopper their sign-in ended", async ({
    page,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    await registerWithAddresses(page, `${testInfo.project.name}-ended`, `http://${SHORT}`);
    const moved = await page.request.post(`http://${SHORT}/__test/clock?advance=700`);
    expect(moved.status()).toBe(200);
    await expectNoViolations(page, [`http://${SHORT}/affiches/`], scriptless, javaScriptEnabled);
  });

  test("the buying path and the personal area of a signed-in customer", async ({
    page,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow(); // one seeded customer, a dozen screens
    await registerWithAddresses(page, testInfo.project.name);
    const { orderId } = await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
    // A second cart, for the cart and checkout screens.
    await addToCart(page, `${FR}/affiches/?quantity=10&delivery=standard`);
    // One print file on the order, for its detail page: 900 × 1200 pixels are too few for a poster, so
    // the upload screen and the order page ask whether to print it as is (ADR 081).
    const filesPath = `/espace-client/commandes/fichiers/?id=${orderId}`;
    const { fileId } = await postPrintFile(page, orderId, {
      name: "affiche.png",
      mimeType: "image/png",
      buffer: Buffer.from(pngFile(900, 1200)),
    });
    expect(await (await page.request.get(`${FR}${filesPath}`)).text()).toContain(
      'data-testid="print-choice"',
    );
    const paths = [
      filesPath,
      `/espace-client/commandes/fichiers/detail/?id=${orderId}&file=${fileId}`,
      "/panier/",
      "/panier/recapitulatif/",
      `/panier/commande-envoyee/?order=${orderId}`,
      "/espace-client/",
      "/bienvenue/",
      "/espace-client/profil/",
      "/espace-client/adresses/",
      "/espace-client/commandes/",
      `/espace-client/commandes/detail/?id=${orderId}`,
      "/espace-client/moyens-de-paiement/",
      "/espace-client/mes-creations/",
      "/espace-client/mes-donnees/",
      "/espace-client/factures/",
    ];
    await expectNoViolations(
      page,
      paths.map((path) => `${FR}${path}`),
      scriptless,
      javaScriptEnabled,
      SIGNED_IN_SERVED_AS_HYDRATED,
    );
  });

  test("a shipped order with its tracking link, the desk's shipping form, a line ordered again", async ({
    page,
    browser,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await registerWithAddresses(page, testInfo.project.name);
    const { orderId, orderNumber } = await orderByTransfer(
      page,
      `${FR}/affiches/?quantity=10&delivery=standard`,
    );
    // Production waits for a checked print file (ADR 074): the customer sends one first, too small
    // for a poster, and chooses to print it as is, which the desk then tells (ADR 081).
    const low = { name: "affiche.png", mimeType: "image/png", buffer: Buffer.from(pngFile(900, 1200)) };
    const { lineItemId, fileId, filesUrl } = await postPrintFile(page, orderId, low);
    const chosen = await page.request.post(filesUrl, {
      form: { intent: "printAsIs", orderId, lineItemId, setIndex: "0", fileId },
      maxRedirects: 0,
    });
    expect(chosen.status()).toBe(303);
    const staffContext = await browser.newContext({ javaScriptEnabled });
    const staff = await staffContext.newPage();
    try {
      await signInDemo(staff, "admin@presto-impression.example");
      // The transfer received moves an order with its files on to file check; the second move repeats it.
      for (const to of ["awaiting_artwork", "file_check", "in_production"]) {
        const moved = await staff.request.post(`${FR}/admin/orders/`, {
          form: { intent: "move", orderNumber, to },
          maxRedirects: 0,
        });
        expect(moved.status()).toBe(303);
      }
      // The desk with the shipping form (carrier, tracking number).
      await expectNoViolations(
        staff,
        [`${FR}/admin/orders/?number=${orderNumber}`],
        scriptless,
        javaScriptEnabled,
      );
      const shipped = await staff.request.post(`${FR}/admin/orders/`, {
        form: { intent: "move", orderNumber, to: "shipped", carrier: "colissimo", trackingNumber: "6A1" },
        maxRedirects: 0,
      });
      expect(shipped.status()).toBe(303);
    } finally {
      await staffContext.close();
    }
    const reordered = await page.request.post(`${FR}/espace-client/commandes/detail/?id=${orderId}`, {
      form: { intent: "reorder", orderId },
      maxRedirects: 0,
    });
    expect(reordered.status()).toBe(303);
    await expectNoViolations(
      page,
      [`${FR}/espace-client/commandes/detail/?id=${orderId}`, `${FR}/panier/?reordered=1`],
      scriptless,
      javaScriptEnabled,
    );
  });

  test("an online design's order with its print file's pages, on the order page and the desk", async ({
    page,
    browser,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow(); // a design, an order, the desk
    await registerWithAddresses(page, testInfo.project.name);
    const { orderId, orderNumber } = await orderDesign(page);
    const orderUrl = `${FR}/espace-client/commandes/detail/?id=${orderId}`;
    await page.goto(orderUrl);
    await expect(page.getByTestId("print-file-thumbnails")).toBeVisible();
    await expectNoViolations(page, [orderUrl], scriptless, javaScriptEnabled);
    const staffContext = await browser.newContext({ javaScriptEnabled });
    const staff = await staffContext.newPage();
    try {
      await signInDemo(staff, "admin@presto-impression.example");
      await expectNoViolations(
        staff,
        [`${FR}/admin/orders/?number=${orderNumber}`],
        scriptless,
        javaScriptEnabled,
      );
    } finally {
      await staffContext.close();
    }
  });

  test("an uploaded PDF's page picture on its detail page, the order page and the desk (ADR 087)", async ({
    page,
    browser,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow(); // an order, a file, the desk
    await registerWithAddresses(page, testInfo.project.name);
    const { orderId, orderNumber } = await orderByTransfer(
      page,
      `${FR}/affiches/?quantity=10&delivery=standard`,
    );
    const { fileId } = await postPrintFile(page, orderId, {
      name: "affiche.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(pdfFile({ mediaBox: "0 0 842 1191" })),
    });
    const detailUrl = `${FR}/espace-client/commandes/fichiers/detail/?id=${orderId}&file=${fileId}`;
    await page.goto(detailUrl);
    await expect(page.getByTestId("print-file-thumbnails")).toBeVisible();
    await expectNoViolations(
      page,
      [detailUrl, `${FR}/espace-client/commandes/detail/?id=${orderId}`],
      scriptless,
      javaScriptEnabled,
    );
    const staffContext = await browser.newContext({ javaScriptEnabled });
    const staff = await staffContext.newPage();
    try {
      await signInDemo(staff, "admin@presto-impression.example");
      await expectNoViolations(
        staff,
        [`${FR}/admin/orders/?number=${orderNumber}`],
        scriptless,
        javaScriptEnabled,
      );
    } finally {
      await staffContext.close();
    }
  });

  test("the staff media library and the agent cookie screen", async ({
    page,
    scriptless,
    javaScriptEnabled,
  }) => {
    await signInDemo(page, "admin@presto-impression.example");
    // One image on file, posted as the screen posts it, so the list has a card and a history line.
    const added = await page.request.post(`${FR}/admin/upload-ams/`, {
      multipart: {
        file: { name: "axe.png", mimeType: "image/png", buffer: Buffer.from(pngFile(320, 200)) },
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    await expectNoViolations(
      page,
      [`${FR}/admin/upload-ams/`, `${FR}/admin/agent/`],
      scriptless,
      javaScriptEnabled,
    );
  });

  test("the order desk with a proof, and the customer's order page answering it", async ({
    page,
    browser,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const { orderId, orderNumber, staff, staffContext } = await designServiceOrderAtDesk(
      page,
      browser,
      testInfo.project.name,
    );
    try {
      await sendProof(staff, proofPng());
      const desk = `${FR}/admin/orders/?number=${orderNumber}`;
      await expectNoViolations(staff, [desk], scriptless, javaScriptEnabled);
      for (const width of [390, 1366]) {
        await staff.setViewportSize({ width, height: 900 });
        await staff.goto(desk);
        await staff.screenshot({ path: testInfo.outputPath(`order-desk-${width}.png`), fullPage: true });
      }
    } finally {
      await staffContext.close();
    }
    const orderPage = `${FR}/espace-client/commandes/detail/?id=${orderId}`;
    await expectNoViolations(page, [orderPage], scriptless, javaScriptEnabled);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(orderPage);
      await page.screenshot({ path: testInfo.outputPath(`order-proof-${width}.png`), fullPage: true });
    }
  });

  test("the custom quote screens: request, the personal area's list, the staff desk", async ({
    page,
    browser,
    scriptless,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    await registerWithAddresses(page, testInfo.project.name);
    // One request on file, posted as the screen posts it, so the list and the desk have a card.
    const sent = await page.request.post(`${FR}/demande-de-devis/?product=posters`, {
      multipart: { product: "posters", quantity: "300", country: "FR", message: "Affiches A2" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const number = new URL(sent.headers().location ?? "", FR).searchParams.get("sent") ?? "";
    await expectNoViolations(
      page,
      ["/demande-de-devis/?product=posters&quantity=50", "/demande-de-devis/"].map((path) => `${FR}${path}`),
      scriptless,
      javaScriptEnabled,
    );

    const staffContext = await browser.newContext({ javaScriptEnabled });
    const staff = await staffContext.newPage();
    try {
      await signInDemo(staff, "admin@presto-impression.example");
      await staff.goto(`${FR}/admin/quotes/`);
      await expectNoViolations(staff, [`${FR}/admin/quotes/?status=all`], scriptless, javaScriptEnabled);
      // Answered, so the customer's card shows the price and the accept and decline buttons.
      const card = staff.locator(`[data-quote-number="${number}"]`);
      await card.getByLabel(/Prix HT/).fill("420");
      await card.getByLabel("Valable jusqu’au").fill("2027-01-31");
      await card.getByRole("button", { name: `Répondre au devis ${number}` }).click();
      await expect(staff.getByText(`Réponse au devis ${number} envoyée.`)).toBeVisible();
    } finally {
      await staffContext.close();
    }
    await expectNoViolations(page, [`${FR}/espace-client/devis/`], scriptless, javaScriptEnabled);

    const englishContext = await browser.newContext({ javaScriptEnabled });
    const english = await englishContext.newPage();
    try {
      // The login form's post, into this context's cookies (seed-http.ts: Node can't resolve en.localhost).
      const signedIn = await seedPost(englishContext, `${EN}/login/`, {
        email: "oliver.smith@example.com",
        password: DEMO_PASSWORD,
      });
      expect(signedIn.location).toBe("/my-account/");
      await expectNoViolations(
        english,
        ["/my-account/quotes/", "/request-a-quote/?product=posters&quantity=50"].map(
          (path) => `${EN}${path}`,
        ),
        scriptless,
        javaScriptEnabled,
      );
    } finally {
      await englishContext.close();
    }
  });

  test("the full design editor with a layer in hand, a print-area warning and the confirmation @js-only", async ({
    page,
  }) => {
    await fillInTemplate(page);
    await page.getByRole("button", { name: "Ouvrir l’éditeur complet" }).click();
    const editor = page.getByTestId("design-editor");
    await editor
      .getByRole("list", { name: "Éléments" })
      .getByRole("button", { name: "Camille Martin" })
      .click();
    await editor.getByTestId("layer-panel").getByLabel("Rotation (°)").fill("55");
    await expect(editor.getByTestId("print-area-warning")).toBeVisible();
    await editor.getByRole("button", { name: "Utiliser ce design" }).click();
    await expect(editor.getByRole("button", { name: "Utiliser quand même" })).toBeVisible();
    expect(await violationsHere(page)).toEqual([]);
  });
});
