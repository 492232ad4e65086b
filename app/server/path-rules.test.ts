import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalRedirectLocation, isExemptPath } from "./path-rules";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/flyers/", "/flyers/"],
    ["/Flyers", "/flyers/"],
    ["/BUSINESS-Cards/Standard/", "/business-cards/standard/"],
    ["/flyers", "/flyers/"],
    ["/flyers.html", "/flyers/"],
    ["/flyers.htm", "/flyers/"],
    ["/Flyers.HTML", "/flyers/"],
    ["/index.html", "/index/"],
    ["/.html", "/"],
    ["/a//b///c", "/a/b/c/"],
    ["//evil.example/", "/evil.example/"],
    ["/%C3%89t%C3%A9/", "/%C3%A9t%C3%A9/"],
    ["/favicon.ico", "/favicon.ico"],
    ["/images/Logo.SVG", "/images/logo.svg"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it("leaves malformed escapes in place instead of throwing", () => {
    expect(canonicalPath("/%E0%A4%A/")).toBe("/%e0%a4%a/");
  });

  it("is idempotent", () => {
    for (const path of ["/A/B.html", "/x//Y", "/%C3%89t%C3%A9", "/"]) {
      const once = canonicalPath(path);
      expect(canonicalPath(once)).toBe(once);
    }
  });
});

describe("exempt paths", () => {
  it.each([
    "/robots.txt",
    "/sitemap.xml",
    "/sitemap-lp.xml",
    "/old-sitemap.xml",
    "/api/v1/cart",
    "/assets/root-AbC.js",
  ])("%s is served as is", (path) => {
    expect(isExemptPath(path)).toBe(true);
    expect(canonicalPath(path)).toBe(path);
  });

  it("does not exempt look-alikes", () => {
    expect(isExemptPath("/robots.txt/extra")).toBe(false);
    expect(isExemptPath("/Sitemap/")).toBe(false);
    expect(canonicalPath("/APIs/")).toBe("/apis/");
  });
});

describe("canonicalRedirectLocation", () => {
  it("returns null for a canonical URL", () => {
    expect(canonicalRedirectLocation(new URL("http://localhost/flyers/?q=1"))).toBeNull();
  });

  it("keeps the query string", () => {
    expect(canonicalRedirectLocation(new URL("http://localhost/Flyers.html?campaign=BF&x=Y"))).toBe(
      "/flyers/?campaign=BF&x=Y",
    );
  });

  it("never yields a protocol-relative location", () => {
    const location = canonicalRedirectLocation(new URL("http://localhost//evil.example//x"));
    expect(location).toBe("/evil.example/x/");
    expect(location?.startsWith("//")).toBe(false);
  });
});
