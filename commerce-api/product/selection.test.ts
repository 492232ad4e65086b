import { describe, expect, it } from "vitest";
import { businessCards } from "../db/seed/catalogue/business-cards";
import { customConfigKey } from "./custom-config";
import { availableOptions, defaultSelection, resolveSelection } from "./selection";

const cards = businessCards.definition("en");

describe("resolveSelection", () => {
  it("completes with defaults", () => {
    expect(resolveSelection(cards, { sides: "4-4" })).toEqual({
      selection: { ...defaultSelection(cards), sides: "4-4" },
      issues: [],
    });
  });
  it("reports unknown features, options and incompatible combinations", () => {
    expect(resolveSelection(cards, { colour: "red" }).issues[0]?.code).toBe("unknown_feature");
    expect(resolveSelection(cards, { paper: "gold" }).issues[0]?.code).toBe("unknown_option");
    expect(resolveSelection(cards, { paper: "kraft-350", lamination: "gloss" }).issues[0]).toMatchObject({
      code: "incompatible_option",
      path: "configuration.lamination",
    });
  });
  it("lists the options still selectable", () => {
    const options = availableOptions(cards, { ...defaultSelection(cards), paper: "kraft-350" });
    expect(options.lamination).toEqual(["none"]);
    expect(availableOptions(cards, { ...defaultSelection(cards), lamination: "gloss" }).paper).not.toContain(
      "kraft-350",
    );
  });
});

describe("customConfigKey", () => {
  it("is short, deterministic and independent of key order", () => {
    const a = customConfigKey("fr", "flyers", {
      selectedAttributes: { format: "a5", sides: "4-4" },
      quantity: 500,
    });
    const b = customConfigKey("fr", "flyers", {
      quantity: 500,
      selectedAttributes: { sides: "4-4", format: "a5" },
    });
    expect(a).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(a).toBe(b);
    expect(
      customConfigKey("en", "flyers", { selectedAttributes: { format: "a5", sides: "4-4" }, quantity: 500 }),
    ).not.toBe(a);
  });
});
