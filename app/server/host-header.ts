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
