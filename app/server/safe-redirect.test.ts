import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/flyers/", "/flyers/"],
    ["/flyers/?campaign=bf#top", "/flyers/?campaign=bf#top"],
    ["/a/../b/", "/b/"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://evil.example",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "blob:https://evil.example/x",
    "vbscript:msgbox(1)",
    "evil.example",
    "",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
  ])("refuses %j", (payload) => {
    const result = safeRedirectPath(payload, "/fallback/");
    expect(result === "/fallback/" || (result.startsWith("/") && !result.startsWith("//"))).toBe(true);
    expect(new URL(result, "http://shop.test").origin).toBe("http://shop.test");
  });

  it("uses the fallback for non-strings", () => {
    expect(safeRedirectPath(null, "/home/")).toBe("/home/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/x"], "/y/")).toBe("/y/");
  });

  it("refuses the classic open-redirect payloads outright", () => {
    for (const payload of ["//evil.example", "/\\evil.example", "https://evil.example", "/\t/evil.example"]) {
      expect(safeRedirectPath(payload, "/fallback/")).toBe("/fallback/");
    }
  });
});
