import { describe, expect, it } from "vitest";
import { isValidHostHeader, publicOrigin } from "./host-header";

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
