import { describe, expect, it } from "vitest";
import { freeDelivery } from "./free-delivery";

describe("free delivery", () => {
  it("is free from the threshold, and says how much is missing below it", () => {
    expect(freeDelivery(5000, 5000, true)).toEqual({ free: true, missingForFreeCent: null });
    expect(freeDelivery(1900, 5000, true)).toEqual({ free: false, missingForFreeCent: 3100 });
  });

  it("is never free without a threshold or without goods", () => {
    expect(freeDelivery(99_999, null, true)).toEqual({ free: false, missingForFreeCent: null });
    expect(freeDelivery(0, 5000, false)).toEqual({ free: false, missingForFreeCent: null });
  });
});
