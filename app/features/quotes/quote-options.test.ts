import { describe, expect, it } from "vitest";
import { describeConfiguration } from "./quote-options";

const feature = (name: string, sortIndex: number, options: string[], hidden = false) => ({
  name,
  label: { en: name },
  availableOptions: options,
  enabledOptions: options,
  selected: options[0] as string,
  customSelections: {
    sortIndex,
    hidden,
    selectedValue: options[0] as string,
    dictionaryTranslations: {
      voice: `Label ${name}`,
      info: null,
      options: Object.fromEntries(
        options.map((option) => [option, { voice: `Option ${option}`, info: null }]),
      ),
    },
  },
});

describe("describeConfiguration", () => {
  it("shows the linked options in the product's order, the default where the link chose nothing valid", () => {
    const configuration = {
      features: [feature("paper", 2, ["matt", "gloss"]), feature("size", 1, ["A4", "A3"])],
    };
    expect(describeConfiguration(configuration, { paper: "gloss", size: "B0" })).toEqual([
      { name: "size", label: "Label size", value: "A4", valueLabel: "Option A4", hidden: false },
      { name: "paper", label: "Label paper", value: "gloss", valueLabel: "Option gloss", hidden: false },
    ]);
  });
});
