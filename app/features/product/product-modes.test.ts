import { describe, expect, it } from "vitest";
import { detectMode, hidesChrome } from "./product-modes";

const names = {
  editCartItem: "editItem",
  editOrderItem: "editOrderItem",
  preconfigured: "config",
  preconfiguredKey: "c",
  designId: "designId",
};
const mode = (query: string) => detectMode(new URL(`http://shop.test/flyers/?${query}`), names);

describe("product page modes (spec §2)", () => {
  it("reads each mode from its configured parameter", () => {
    expect(mode("")).toEqual({ kind: "new" });
    expect(mode("editItem=li-1")).toMatchObject({ kind: "editCartItem", lineItemId: "li-1" });
    expect(mode("editOrderItem=ord-9/li-2")).toMatchObject({
      kind: "editOrderItem",
      orderId: "ord-9",
      lineItemId: "li-2",
    });
    expect(mode("config=eyJhIjoxfQ")).toMatchObject({ kind: "preconfigured", value: "eyJhIjoxfQ" });
    expect(mode("c=AbCdEfGhIj")).toMatchObject({ kind: "preconfiguredKey", key: "AbCdEfGhIj" });
    expect(mode("designId=d-42")).toMatchObject({ kind: "designId", designId: "d-42" });
  });

  it("lets editing win over the other modes", () => {
    expect(mode("c=AbCdEfGhIj&editItem=li-1").kind).toBe("editCartItem");
  });

  it("hides the header and footer only while editing", () => {
    expect(hidesChrome(mode("editItem=li-1"))).toBe(true);
    expect(hidesChrome(mode("editOrderItem=o/l"))).toBe(true);
    expect(hidesChrome(mode("c=AbCdEfGhIj"))).toBe(false);
  });
});
