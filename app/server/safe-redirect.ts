/**
 * Redirect-target validation: only same-origin paths pass. Everything else (absolute URLs,
 * protocol-relative //host, backslash tricks, javascript:/data: schemes, control characters)
 * falls back to a safe default.
 */
const PROBE_ORIGIN = "http://same-origin.invalid";

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs/newlines and treat "\" as "/" in URLs, which turns "/\t/evil" into "//evil".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (parsed.origin !== PROBE_ORIGIN) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
