import { describe, expect, it } from "vitest";
import { IDLE, loadingFlags, topicsForChange } from "./loading-topics";

describe("loading flags per topic", () => {
  it("a delivery speed change only moves the delivery cards and the total", () => {
    expect(loadingFlags(topicsForChange("delivery"))).toEqual({
      ...IDLE,
      deliveries: true,
      recap: true,
    });
  });

  it("a quantity change leaves the options alone", () => {
    expect(loadingFlags(topicsForChange("quantity"))).toEqual({
      configuration: false,
      quantities: true,
      deliveries: true,
      fileCheck: true,
      recap: true,
    });
  });

  it("the file check and upload type move only the services and the total", () => {
    expect(topicsForChange("fileCheck")).toEqual(["fileCheck", "recap"]);
    expect(topicsForChange("upload")).toEqual(["fileCheck", "recap"]);
  });

  it("an option of the product, or anything unknown, moves everything", () => {
    expect(Object.values(loadingFlags(topicsForChange("paper"))).every(Boolean)).toBe(true);
    expect(Object.values(loadingFlags(topicsForChange(null))).every(Boolean)).toBe(true);
  });
});
