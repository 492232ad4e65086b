/**
 * Redirect-target validation: only same-origin paths pass. Everything else (absolute URLs,
 * protocol-relative //host, backslash tricks, javascript:/data: schemes, control characters)
 * falls back to a safe default.
 *
 * The check runs on the *normalised* path, the one a browser would request: "/.//evil.example/"
 * and "/%2e%2e//evil.example/" look like paths but normalise to "//evil.example/", which a browser
 * reads as another host.
 */
const PROBE_ORIGIN = "http://same-origin.invalid";

/** A path a browser resolves against the current origin (no scheme, no authority). */
function isSameOriginPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!isSameOriginPath(value)) return fallback;
  // Browsers drop tabs/newlines and treat "\" as "/" in URLs, which turns "/\t/evil" into "//evil".
  // Bidi controls and other invisible characters have no place in a path either.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PROBE_ORIGIN) return fallback;
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Normalise first, then check: dot segments may have produced "//host".
  if (!isSameOriginPath(normalised)) return fallback;
  // An encoded slash or backslash right after the first "/" survives URL parsing and some servers
  // and proxies decode it into "//host" before redirecting again: refuse it too.
  if (/^\/(?:%2f|%5c)/i.test(normalised)) return fallback;
  return normalised;
}
