import { describe, expect, it } from "vitest";
import { headerFileName } from "./file-name";

describe("headerFileName", () => {
  it("keeps a plain name as it is", () => {
    expect(headerFileName("flyer-A5_v2.pdf", "pdf")).toBe("flyer-A5_v2.pdf");
  });

  it("replaces quotes, slashes, spaces and line breaks so the header can't be broken", () => {
    expect(headerFileName('../a "b"\r\nx.png', "png")).toBe(".._a_b_x.png");
  });

  it("falls back to a generic name when nothing readable is left", () => {
    expect(headerFileName("«»", "tiff")).toBe("file.tiff");
  });
});
