import { execSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_PAYLOADS, staysOnShop } from "../../tests/support/redirect-corpus";
import { checkedLocation, redirect } from "./redirect.server";
import { safeRedirectPath } from "./safe-redirect";

describe("redirects the shop emits", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("safeRedirectPath keeps %j on the shop", (payload) => {
    const result = safeRedirectPath(payload, "/fallback/");
    expect(staysOnShop(result, "http://shop.test")).toBe(true);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("a redirect to %j stays on the shop", (payload) => {
    const location = redirect(payload, 303).headers.get("Location");
    expect(staysOnShop(location, "http://shop.test")).toBe(true);
  });

  it("the dot-segment payloads of the report fall back instead of becoming //host", () => {
    for (const payload of [
      "/.//evil.example/",
      "/..//evil.example/",
      "/%2e//evil.example/",
      "/a/..//evil.example/",
    ])
      expect(safeRedirectPath(payload, "/fallback/")).toBe("/fallback/");
  });

  it("keeps ordinary paths, queries and fragments", () => {
    expect(checkedLocation("/panier/?added=1#line")).toBe("/panier/?added=1#line");
    expect(checkedLocation("/a/../b/")).toBe("/b/");
  });

  it("no module of app/ builds a redirect with React Router's own helpers", () => {
    const offenders = execSync(
      `grep -rlE 'import \\{[^}]*\\b(redirect|redirectDocument)\\b[^}]*\\} from "react-router"' app || true`,
    )
      .toString()
      .trim()
      .split("\n")
      .filter((file) => file && !file.endsWith("redirect.server.ts"));
    expect(offenders).toEqual([]);
  });
});
