import { describe, expect, it } from "vitest";
import { isValidHostHeader, normaliseRequestTarget, publicOrigin } from "./host-header";

describe("isValidHostHeader", () => {
  it.each(["localhost", "localhost:3000", "en.localhost:3100", "127.0.0.1:80", "[::1]:3000", "shop.example"])(
    "accepts %s",
    (host) => expect(isValidHostHeader(host)).toBe(true),
  );
  it.each([
    "localhost:99999999999",
    "localhost:0",
    "localhost:65536",
    "localhost:",
    "evil.example/path",
    "a b",
    "localhost:80:80",
    "user@localhost",
    "",
    "x".repeat(300),
  ])("refuses %j", (host) => expect(isValidHostHeader(host)).toBe(false));
});

describe("publicOrigin", () => {
  it("keeps the port the server listens on", () => {
    expect(publicOrigin("http:", "localhost", "3100", 3100)).toBe("http://localhost:3100");
  });
  it("drops any other port a Host header claims", () => {
    expect(publicOrigin("http:", "localhost", "9", 3100)).toBe("http://localhost");
  });
  it("drops the scheme's default port", () => {
    expect(publicOrigin("https:", "shop.example", "443", 443)).toBe("https://shop.example");
  });
});

describe("normaliseRequestTarget", () => {
  it("keeps an origin-form target and its Host", () => {
    expect(normaliseRequestTarget("/panier/?a=1", "en.localhost:3100", "localhost")).toEqual({
      url: "/panier/?a=1",
      host: "en.localhost:3100",
    });
  });
  it("serves HTTP/1.0 without Host from the default domain", () => {
    expect(normaliseRequestTarget("/", undefined, "localhost")).toEqual({ url: "/", host: "localhost" });
  });
  it("takes an absolute URL's authority instead of Host", () => {
    expect(normaliseRequestTarget("http://localhost:3100/panier/?x=1", "evil", "localhost")).toEqual({
      url: "/panier/?x=1",
      host: "localhost:3100",
    });
    expect(normaliseRequestTarget("HTTP://evil.example", "localhost", "localhost")).toEqual({
      url: "/",
      host: "evil.example",
    });
  });
  it.each(["*", "panier", "ftp://localhost/", "http://user:pw@localhost/", "http://[bad/"])(
    "refuses %j",
    (target) => expect(normaliseRequestTarget(target, "localhost", "localhost")).toBeNull(),
  );
});
