import { describe, expect, it } from "vitest";
import { incompatibilityReason } from "./incompatibility-reason";

const rules = [{ feature: "paper", value: "backlit-200", withFeature: "format", withValues: ["a3"] }];

describe("incompatibilityReason", () => {
  it("names the chosen option that excludes this one, whichever side of the rule it is on", () => {
    expect(incompatibilityReason(rules, "paper", "backlit-200", { format: "a3", paper: "gloss" })).toEqual({
      feature: "format",
      value: "a3",
    });
    expect(incompatibilityReason(rules, "format", "a3", { format: "a2", paper: "backlit-200" })).toEqual({
      feature: "paper",
      value: "backlit-200",
    });
  });

  it("is null when nothing chosen excludes the option", () => {
    expect(incompatibilityReason(rules, "paper", "backlit-200", { format: "a2" })).toBeNull();
    expect(incompatibilityReason(rules, "paper", "gloss", { format: "a3" })).toBeNull();
  });
});
