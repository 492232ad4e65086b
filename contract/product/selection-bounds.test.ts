import { describe, expect, it } from "vitest";
import { boundedSelectionParams, SELECTION_QUERY_MAX_LENGTH } from "./selection-bounds";

describe("boundedSelectionParams", () => {
  it("keeps an ordinary selection as it was posted", () => {
    const posted = new URLSearchParams(
      "paper=couche-350&finish=mat&quantity=500&delivery=express&jobName=Salon&artworkName=A&artworkName=B",
    );
    expect(boundedSelectionParams(posted)?.toString()).toBe(posted.toString());
  });

  it("drops oversized values, extra copies and fields that are no part of a selection", () => {
    const posted = new URLSearchParams();
    posted.append("paper", "x".repeat(101));
    posted.append("finish", "mat");
    posted.append("finish", "brillant");
    posted.append("quantity", "9".repeat(5000));
    posted.append("added", "line-1");
    posted.append("intent", "addToCart");
    posted.append("n".repeat(61), "v");
    expect(boundedSelectionParams(posted)?.toString()).toBe("finish=mat");
  });

  it("keeps at most 30 attributes and 20 artwork rows", () => {
    const posted = new URLSearchParams();
    for (let index = 0; index < 40; index++) posted.append(`feature${index}`, "v");
    for (let index = 0; index < 25; index++) posted.append("artworkName", `row ${index}`);
    const bounded = boundedSelectionParams(posted);
    expect([...(bounded?.keys() ?? [])].filter((name) => name.startsWith("feature"))).toHaveLength(30);
    expect(bounded?.getAll("artworkName")).toHaveLength(20);
  });

  it("keeps the product's mode parameters, with short values", () => {
    const posted = new URLSearchParams({ editCartItem: "line-7", quantity: "100" });
    expect(boundedSelectionParams(posted, ["editCartItem"])?.get("editCartItem")).toBe("line-7");
    posted.set("editCartItem", "x".repeat(101));
    expect(boundedSelectionParams(posted, ["editCartItem"])?.has("editCartItem")).toBe(false);
  });

  it("refuses what no field-by-field bound can bring under the address limit", () => {
    const posted = new URLSearchParams();
    for (let index = 0; index < 30; index++) posted.append(`f${index}`, "é".repeat(100));
    expect(posted.toString().length).toBeGreaterThan(SELECTION_QUERY_MAX_LENGTH);
    expect(boundedSelectionParams(posted)).toBeNull();
  });

  it("bounds a 100 kB post to a short address", () => {
    const posted = new URLSearchParams();
    for (let index = 0; index < 1000; index++) posted.append(`field${index}`, "y".repeat(100));
    const bounded = boundedSelectionParams(posted);
    expect(bounded?.toString().length).toBeLessThanOrEqual(SELECTION_QUERY_MAX_LENGTH);
  });
});
