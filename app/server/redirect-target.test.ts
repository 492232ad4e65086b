import { describe, expect, it } from "vitest";
import { resolveRedirectTarget } from "./redirect-target";

const allowed = ["partner.example", "blog.presto.example"];

describe("resolveRedirectTarget", () => {
  it("follows same-origin paths", () => {
    expect(resolveRedirectTarget("/cartes-de-visite/", allowed)).toBe("/cartes-de-visite/");
    expect(resolveRedirectTarget("/a/?b=1#c", allowed)).toBe("/a/?b=1#c");
  });

  it("follows external URLs only to allow-listed hosts", () => {
    expect(resolveRedirectTarget("https://partner.example/offre", allowed)).toBe(
      "https://partner.example/offre",
    );
    expect(resolveRedirectTarget("https://BLOG.presto.example/", allowed)).toBe(
      "https://blog.presto.example/",
    );
    expect(resolveRedirectTarget("https://evil.example/", allowed)).toBeNull();
    expect(resolveRedirectTarget("https://partner.example.evil.example/", allowed)).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "blob:https://partner.example/uuid",
    "vbscript:msgbox",
    "//evil.example/",
    "/\\evil.example",
    "https://user:pass@partner.example/",
    "ftp://partner.example/file",
    "not a url",
    "",
  ])("refuses %j", (location) => {
    expect(resolveRedirectTarget(location, allowed)).toBeNull();
  });
});
