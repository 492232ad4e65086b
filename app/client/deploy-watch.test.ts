import { describe, expect, it } from "vitest";
import { isNewDeployment } from "./deploy-watch";

describe("isNewDeployment", () => {
  it("names the served version when it differs from the running build", () => {
    expect(isNewDeployment("ce6bce95", { id: "0a1b2c3d" })).toBe("0a1b2c3d");
  });
  it("says nothing for the same build, an unknown running build or a malformed answer", () => {
    expect(isNewDeployment("ce6bce95", { id: "ce6bce95" })).toBeNull();
    expect(isNewDeployment(undefined, { id: "0a1b2c3d" })).toBeNull();
    expect(isNewDeployment("ce6bce95", { id: 3 })).toBeNull();
    expect(isNewDeployment("ce6bce95", null)).toBeNull();
    expect(isNewDeployment("ce6bce95", { id: "" })).toBeNull();
  });
});
