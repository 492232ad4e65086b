import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe run on `page`, in axe's single-page mode (`axe.run` in the page and its same-origin frames).
 * The default mode runs `axe.runPartial` per frame and then opens a new tab, parses axe's 550 kB
 * again and finishes there: the same rules and results (measured on the home, a product page, a
 * category and the login, ADR 097), at about twice the cost per screen. What that mode adds is
 * cross-origin frames, which the shop has none of; the assertion says so, so a page that gains one
 * fails here rather than having it silently skipped.
 * Only violations are kept whole (`resultTypes`): axe then serializes one node of each passing,
 * incomplete or inapplicable rule instead of every node (a selector and the HTML each), work no
 * caller reads; the violations and their nodes are the same (ADR 102).
 */
export async function axeOn(page: Page): Promise<AxeBuilder> {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(foreign, "cross-origin frames, which single-page axe would not check").toEqual([]);
  // `options` first: it replaces the builder's options, and `withTags` adds to them.
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}
