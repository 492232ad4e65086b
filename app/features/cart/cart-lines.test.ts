import { describe, expect, it } from "vitest";
import { lineDesignOf, pagePathsOf } from "./cart-lines";

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

describe("lineDesignOf", () => {
  const DESIGN = "7c0e1f1e-3b7a-4f55-9d39-0f4f1b2a6c11";

  it("gives an online design's preview and the name it was added under", () => {
    const info = { selectedUploadType: "dex", dexDesignId: DESIGN, dexDesignName: "Cartes Léa" };
    expect(lineDesignOf(info, "line-1")).toEqual({
      designPreview: `/design/preview?id=${DESIGN}&v=line-1`,
      designName: "Cartes Léa",
    });
    // Lines added before the name was recorded still show the preview.
    expect(lineDesignOf({ ...info, dexDesignName: undefined }, "line-1").designName).toBeNull();
  });

  it("ignores a design id on a line printed from an upload", () => {
    const info = { selectedUploadType: "upload", dexDesignId: DESIGN, dexDesignName: "Cartes Léa" };
    expect(lineDesignOf(info, "line-1")).toEqual({ designPreview: null, designName: null });
  });
});
