import { describe, expect, it } from "vitest";
import { ClientTimeout, isConnectionFailure } from "./connection";

describe("isConnectionFailure", () => {
  it("recognises each browser's failed fetch, and a page chunk that couldn't load", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "Failed to fetch dynamically imported module: /assets/route-x.js",
    ]) {
      expect(isConnectionFailure(new TypeError(message))).toBe(true);
    }
  });

  it("counts a load given up after the client timeout as a lost connection", () => {
    expect(isConnectionFailure(new ClientTimeout())).toBe(true);
    expect(isConnectionFailure(new DOMException("The upstream did not answer in time", "TimeoutError"))).toBe(
      false,
    );
  });

  it("leaves code errors and answers from the server alone", () => {
    expect(isConnectionFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isConnectionFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isConnectionFailure(new Response(null, { status: 503 }))).toBe(false);
  });
});
