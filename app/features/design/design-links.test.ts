import { describe, expect, it } from "vitest";
import { designScreenUrl, productUrlWithDesign } from "./design-links";

describe("design links", () => {
  it("sends the product page's address along, and comes back to it with the design attached", () => {
    const screen = designScreenUrl("/creer-mon-design/", {
      productKey: "fr-business-cards",
      formatKey: "85x55",
      from: "/cartes/?quantity=250&sides=4-0",
    });
    expect(new URL(screen, "http://x").searchParams.get("from")).toBe("/cartes/?quantity=250&sides=4-0");
    const back = productUrlWithDesign(
      "/cartes/?quantity=250&sides=4-0&upload=upload",
      { id: "d1", formatKey: "85x55", pages: 2 },
      "designId",
      { format: "format", sides: true },
    );
    const query = new URL(back, "http://x").searchParams;
    expect([
      query.get("designId"),
      query.get("upload"),
      query.get("sides"),
      query.get("format"),
      query.get("quantity"),
    ]).toEqual(["d1", "dex", "4-4", "85x55", "250"]);
    // Without its own selection the page starts from the design itself.
    expect(
      productUrlWithDesign("/cartes/", { id: "d1", formatKey: "85x55", pages: 1 }, "designId", {
        format: "format",
        sides: true,
      }),
    ).toBe("/cartes/?designId=d1");
  });
});
