/**
 * Host headers the storefront accepts at all (checked in Express before React Router, which would
 * fail building a URL from "localhost:99999999999"): a DNS name or IPv4 address, or a bracketed
 * IPv6 address, with an optional port 1–65535.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHostHeader(host: string | undefined): boolean {
  if (host === undefined) return true; // HTTP/1.0: the default domain serves it
  if (host.length > 255) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * The origin absolute URLs (canonical, og:url, sitemap, share links) are built on: the tenant's
 * domain, and a port only when it is the one this server listens on. Whatever else a Host header
 * says never reaches a page, so a cached page can't be poisoned with another port.
 */
export function publicOrigin(
  protocol: string,
  domain: string,
  requestPort: string,
  listenPort: number,
): string {
  const defaultPort = protocol === "https:" ? "443" : "80";
  const port =
    requestPort && requestPort === String(listenPort) && requestPort !== defaultPort ? `:${requestPort}` : "";
  return `${protocol}//${domain}${port}`;
}

/**
 * The request line and Host header as React Router needs them: an origin-form path and a host to
 * build the request's URL from. HTTP/1.0 may omit Host (the default domain serves it, as the README
 * says); a request line may carry an absolute URL, whose authority then replaces Host (RFC 9112
 * §3.2.2) and is checked like one. Anything else (`*`, a bare word) is not a page: null.
 */
export function normaliseRequestTarget(
  target: string,
  host: string | undefined,
  defaultDomain: string,
): { url: string; host: string } | null {
  if (target.startsWith("/")) return { url: target, host: host ?? defaultDomain };
  if (!/^https?:\/\//i.test(target)) return null;
  let absolute: URL;
  try {
    absolute = new URL(target);
  } catch {
    return null;
  }
  if (absolute.username || absolute.password) return null;
  return { url: `${absolute.pathname}${absolute.search}`, host: absolute.host };
}
