import { describe, expect, it } from "vitest";
import { productSeeds } from "../db/seed/catalogue";
import { productDefinitionSchema } from "./catalogue.types";
import { defaultQuoteQuantities, defaultQuoteRange } from "./default-quote";
import { buildQuote } from "./quote";
import { defaultSelection } from "./selection";

const seed = productSeeds.find((candidate) => candidate.productKey === "posters");
if (!seed) throw new Error("the posters seed is missing");
const definition = productDefinitionSchema.parse(seed.definition("fr"));

describe("default quote range", () => {
  it("quotes the offered quantities plus the default one", () => {
    expect(defaultQuoteQuantities(definition)).toEqual(definition.quantityModel.list);
    const odd = { ...definition, quantityModel: { ...definition.quantityModel, defaultValue: 7 } };
    expect(defaultQuoteQuantities(odd)).toEqual([1, 5, 7, 10, 25, 50, 100]);
  });

  it("is the lowest and highest option of the quote the product page gets", () => {
    const range = defaultQuoteRange(definition, seed.eur);
    const quote = buildQuote({
      definition,
      table: seed.eur,
      selection: defaultSelection(definition),
      quantities: defaultQuoteQuantities(definition),
      priorities: definition.priorities.map((priority) => priority.key),
      vatRateBp: 2000,
      promocode: null,
      now: new Date(),
      currency: "EUR",
    });
    const amounts = quote.prices.flatMap((row) => row.options.map((option) => option.amountCentExclTax));
    expect(range).toEqual({
      low: Math.min(...amounts),
      high: Math.max(...amounts),
      count: amounts.length,
      fastestProductionDays: 1,
    });
  });
});
