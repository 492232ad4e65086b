import { describe, expect, it } from "vitest";
import { businessCards } from "../db/seed/catalogue/business-cards";
import { foldedLeaflets } from "../db/seed/catalogue/folded-leaflets";
import { customConfigKey } from "./custom-config";
import { availableOptions, defaultSelection, resolveConflicts, resolveSelection } from "./selection";

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

describe("resolveConflicts", () => {
  const base = defaultSelection(cards);

  it("leaves a valid selection alone", () => {
    expect(resolveConflicts(cards, base)).toEqual({ selection: base, adjustments: [] });
  });

  it("moves the dependent option to its default, keeping the driving choice", () => {
    const result = resolveConflicts(cards, { ...base, paper: "kraft-350", lamination: "gloss" });
    expect(result?.selection).toMatchObject({ paper: "kraft-350", lamination: "none" });
    expect(result?.adjustments).toEqual([
      {
        feature: "lamination",
        from: "gloss",
        to: "none",
        reason: "Lamination: Gloss lamination is not available with Paper: Kraft 350 gsm",
      },
    ]);
  });

  it("keeps rounded corners off boards lighter than 350 g", () => {
    expect(resolveSelection(cards, { paper: "coated-300", corners: "rounded" }).issues).toHaveLength(1);
    expect(resolveConflicts(cards, { ...base, paper: "coated-300", corners: "rounded" })?.selection).toEqual({
      ...base,
      paper: "coated-300",
      corners: "square",
    });
  });

  it("falls back to the first compatible option when the default is excluded too", () => {
    const leaflets = foldedLeaflets.definition("en");
    const result = resolveConflicts(leaflets, { ...defaultSelection(leaflets), format: "dl" });
    expect(result?.selection.folding).toBe("roll");
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
