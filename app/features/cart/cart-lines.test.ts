import { describe, expect, it } from "vitest";
import { pagePathsOf } from "./cart-lines";

describe("pagePathsOf", () => {
  it("finds each page's path by id, once per url map", () => {
    const urls = [
      { pageId: 7, path: "/cartes-de-visite/standard/" },
      { pageId: 9, path: "/flyers-et-depliants/flyers/" },
    ];
    const paths = pagePathsOf(urls);
    expect(paths.get(9)).toBe("/flyers-et-depliants/flyers/");
    expect(paths.get(8)).toBeUndefined();
    expect(pagePathsOf(urls)).toBe(paths);
    expect(pagePathsOf([...urls, { pageId: 8, path: "/etiquettes/" }]).get(8)).toBe("/etiquettes/");
  });
});
