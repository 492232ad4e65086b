import { describe, expect, it } from "vitest";
import { isReservedParam } from "#contract/product/selection-params";
import { productSeeds } from "../db/seed/catalogue";
import { businessCards } from "../db/seed/catalogue/business-cards";
import { productDefinitionSchema } from "./catalogue.types";

describe("productDefinitionSchema", () => {
  it("accepts every seeded product in both languages", () => {
    for (const seed of productSeeds) {
      for (const lang of ["fr", "en"] as const) {
        expect(productDefinitionSchema.safeParse(seed.definition(lang)).success, seed.productKey).toBe(true);
      }
    }
  });

  it("names no feature like a product URL parameter, so a selection always reads back", () => {
    for (const seed of productSeeds) {
      for (const feature of seed.definition("en").features) {
        expect(isReservedParam(feature.name), `${seed.productKey}.${feature.name}`).toBe(false);
      }
    }
  });

  it("refuses definitions whose defaults or rules do not hold together", () => {
    const cards = businessCards.definition("en");
    const messages = (definition: unknown) =>
      productDefinitionSchema.safeParse(definition).error?.issues.map((issue) => issue.message) ?? [];
    expect(
      messages({ ...cards, features: cards.features.map((f) => ({ ...f, defaultValue: "gold" })) })[0],
    ).toMatch(/default gold is not an option/);
    expect(
      messages({
        ...cards,
        incompatibilities: [{ feature: "paper", value: "gold", withFeature: "corners", withValues: ["x"] }],
      }),
    ).toContain("incompatibility paper=gold names an unknown option");
    expect(
      messages({
        ...cards,
        incompatibilities: [
          { feature: "paper", value: "coated-350", withFeature: "corners", withValues: ["square"] },
        ],
      }),
    ).toContain("the default selection breaks paper=coated-350");
    expect(messages({ ...cards, quantityModel: { ...cards.quantityModel, defaultValue: 333 } })).toContain(
      "default quantity: not_listed",
    );
    expect(
      messages({ ...cards, defaultPriority: "economy", priorities: cards.priorities.slice(1) }),
    ).toContain("default priority economy is not offered");
  });
});
