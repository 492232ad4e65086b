/**
 * The configurator island loads the product route's data with a fetcher, then moves the address
 * bar to the same URL. This remembers that URL so the route skips revalidating it a second time.
 * Client-only module state; one island per page.
 */
let loadedHref: string | null = null;

const hrefOf = (url: URL | Location) => `${url.pathname}${url.search}`;

export function markIslandLoaded(href: string): void {
  loadedHref = href;
}

/** Asked once per route and once per loaded fetcher on the same navigation, so it doesn't consume the mark. */
export function islandAlreadyLoaded(url: URL): boolean {
  return loadedHref !== null && loadedHref === hrefOf(url);
}
