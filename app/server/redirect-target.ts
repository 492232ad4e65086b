import { safeRedirectPath } from "./safe-redirect";

/**
 * Where a server-provided redirect may send the browser (spec §2 redirect rules): same-origin
 * paths always; external http(s) URLs only to allow-listed hosts; javascript:, data:, blob:,
 * vbscript: and anything unparseable never. Returns null when the target is refused.
 */
export function resolveRedirectTarget(location: string, allowedHosts: readonly string[]): string | null {
  const trimmed = location.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    const path = safeRedirectPath(trimmed, "");
    return path === "" ? null : path;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}
