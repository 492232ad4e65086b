import { describe, expect, it } from "vitest";
import { offeredQuantities, quantityProblem } from "./quantity";

const list = { mode: "list" as const, list: [100, 250, 500], min: 100, max: 500, increment: 50 };
const range = { mode: "range" as const, list: [1, 5], min: 1, max: 500, increment: 1 };
const free = { mode: "free" as const, list: [50, 100], min: 50, max: 20000, increment: 50 };

describe("quantity", () => {
  it("accepts listed quantities only in list mode", () => {
    expect(quantityProblem(list, 250)).toBeNull();
    expect(quantityProblem(list, 300)).toBe("not_listed");
  });
  it("checks range bounds and steps", () => {
    expect(quantityProblem(range, 0)).toBe("not_positive");
    expect(quantityProblem(range, -5)).toBe("not_positive");
    expect(quantityProblem(range, 501)).toBe("above_max");
    expect(quantityProblem(range, 2.5)).toBe("off_step");
    expect(quantityProblem(range, 1e12)).toBe("above_max");
    expect(quantityProblem(range, Number.NaN)).toBe("not_a_number");
    expect(quantityProblem({ ...range, min: 0.5, increment: 0.5 }, 1.5)).toBeNull();
  });
  it("lets free mode add the user's own quantity", () => {
    expect(quantityProblem(free, 1250)).toBeNull();
    expect(quantityProblem(free, 1275)).toBe("off_step");
    expect(offeredQuantities(free, 1250)).toEqual([50, 100, 1250]);
    expect(offeredQuantities(list, 300)).toEqual([100, 250, 500]);
  });
});
