import { describe, expect, it } from "vitest";
import { pagePathOfDataRequest } from "./page-cache-fast-path.server";

describe("pagePathOfDataRequest", () => {
  it("maps React Router's trailing-slash-aware data URLs back to the page path", () => {
    expect(pagePathOfDataRequest("/cartes-de-visite/standard/_.data")).toBe("/cartes-de-visite/standard/");
    expect(pagePathOfDataRequest("/_.data")).toBe("/");
    expect(pagePathOfDataRequest("/flyers.data")).toBe("/flyers");
  });
  it("leaves document URLs alone", () => {
    expect(pagePathOfDataRequest("/cartes-de-visite/standard/")).toBeNull();
    expect(pagePathOfDataRequest("/data")).toBeNull();
  });
});
