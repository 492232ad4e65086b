/**
 * Open-redirect payloads (issue 12): each one, as a redirect parameter, must never produce a
 * Location that leaves the shop. Shared by the unit test of the helper and the HTTP suite that
 * posts them to every redirect parameter of the running shop.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Absolute and protocol-relative URLs
  "https://evil.example/",
  "http://evil.example",
  "HTTPS://EVIL.EXAMPLE/",
  "//evil.example/",
  "///evil.example/",
  "////evil.example/",
  "https:evil.example",
  "http:/evil.example",
  // Dot segments that normalise into "//host"
  "/.//evil.example/",
  "/..//evil.example/",
  "/%2e//evil.example/",
  "/%2E%2E//evil.example/",
  "/a/..//evil.example/",
  "/a/b/../..//evil.example/",
  "/././/evil.example/",
  "/%2e%2e/%2e%2e//evil.example/",
  // Backslashes, raw and encoded (browsers read "\" as "/")
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  // Control characters browsers strip
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "\u0000//evil.example",
  "/\u202e/evil.example",
  // Credentials and "@" tricks
  "https://shop.example@evil.example/",
  "//shop.example@evil.example/",
  "/@evil.example",
  "@evil.example",
  // Schemes
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "blob:https://evil.example/x",
  "vbscript:msgbox(1)",
  // Bare hosts and empty values
  "evil.example",
  "",
  " ",
  // Issue 35: more encodings, Unicode look-alikes and parser disagreements
  "/%252F%252Fevil.example",
  "/%2f%5cevil.example",
  "/%5c/evil.example",
  "/%09//evil.example",
  "/%0d%0a//evil.example",
  "/%0d%0aLocation:%20https://evil.example/",
  "/\t\\evil.example",
  "／／evil.example",
  "/／evil.example",
  "/∕∕evil.example",
  "。/evil.example",
  "https://evil.example%23@shop.example/",
  "https://evil.example\\@shop.example/",
  "//evil.example:443/",
  "//evil%2Eexample/",
  "/%2F/evil.example",
  "/ /evil.example",
  "/ //evil.example",
  "https:/\\evil.example",
  "/?next=//evil.example",
  "/#//evil.example",
  "http://[::ffff:7f00:1]/",
  "//0x7f.1/",
  "%68%74%74%70%73%3a%2f%2fevil.example",
];

/** Where a followed redirect may land: a path on the shop itself. */
export function staysOnShop(location: string | null, shopOrigin: string): boolean {
  if (location === null) return true;
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) return false;
  return new URL(location, shopOrigin).origin === new URL(shopOrigin).origin;
}
