/**
 * Canonical path rules (spec §2): lower-case, trailing slash, no .html/.htm.
 * Pure: used by the root middleware to answer a 301, and by links that must be canonical.
 */

/** Paths served verbatim: crawler files, the API proxy and framework assets. */
const EXEMPT_PATTERNS: readonly RegExp[] = [
  /^\/robots\.txt$/i,
  /^\/sitemap(?:-[a-z0-9-]+)?\.xml$/i,
  /^\/old-sitemap\.xml$/i,
  /^\/api\//i,
  /^\/assets\//,
  /^\/\.well-known\//,
];

/** A last segment that names a file (favicon.ico, logo.svg) keeps no trailing slash. */
const FILE_SEGMENT = /\.[a-z0-9]{1,5}$/;
const PAGE_EXTENSION = /\.html?$/;

/**
 * A single-fetch data request (a client navigation, a revalidation, a fetcher load) rather than a
 * page load. React Router hands loaders the raw request (v8_passThroughRequests), `.data` path included.
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

export function isExemptPath(pathname: string): boolean {
  return EXEMPT_PATTERNS.some((pattern) => pattern.test(pathname));
}

function lowerCaseSegment(segment: string): string {
  // Lower-case the decoded text, not the escapes: %C3%89 (É) must become %C3%A9 (é).
  try {
    return encodeURIComponent(decodeURIComponent(segment).toLowerCase());
  } catch {
    return segment.toLowerCase();
  }
}

/** The canonical form of a path. Collapses repeated slashes so the result can never be protocol-relative. */
export function canonicalPath(pathname: string): string {
  if (isExemptPath(pathname)) return pathname;
  const segments = pathname
    .split("/")
    .filter((segment) => segment.length > 0)
    .map(lowerCaseSegment);
  if (segments.length === 0) return "/";
  const lastIndex = segments.length - 1;
  const last = segments[lastIndex] as string;
  if (PAGE_EXTENSION.test(last)) {
    const stem = last.replace(PAGE_EXTENSION, "");
    if (stem.length > 0) segments[lastIndex] = stem;
    else segments.pop();
    return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
  }
  if (FILE_SEGMENT.test(last)) return `/${segments.join("/")}`;
  return `/${segments.join("/")}/`;
}

/**
 * The same-origin location to redirect to when `url` is not canonical, else null.
 * The query string is kept; only the path changes.
 */
export function canonicalRedirectLocation(url: URL): string | null {
  const canonical = canonicalPath(url.pathname);
  if (canonical === url.pathname) return null;
  return `${canonical}${url.search}`;
}
