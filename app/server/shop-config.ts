import type { BasicConfigsResponse, DomainConfig, UrlEntry } from "#contract/content/content.schemas";
import { logger } from "./logger.server";

/** Basic configs in the shape the app uses: the url map as a lookup, default links by id. */
export interface ShopConfig extends Omit<BasicConfigsResponse, "domain" | "urls" | "defaultLinks"> {
  domain: DomainConfig;
  urls: UrlEntry[];
  urlMap: ReadonlyMap<string, UrlEntry>;
  links: Readonly<Record<string, string>>;
}

export class BasicConfigsError extends Error {
  readonly status = 502;
  constructor() {
    super("Domain config or urls from basic configs not found");
    this.name = "BasicConfigsError";
  }
}

export function toShopConfig(raw: BasicConfigsResponse): ShopConfig {
  const { domain, urls, defaultLinks, ...rest } = raw;
  if (!domain || !urls || !defaultLinks) throw new BasicConfigsError();
  return {
    ...rest,
    domain,
    urls,
    urlMap: new Map(urls.map((entry) => [entry.path, entry])),
    links: Object.fromEntries(defaultLinks.map((link) => [link.id, link.path])),
  };
}

/** The path of a named screen; a missing link is not fatal, it only logs a warning (spec §3). */
export function linkPath(shop: Pick<ShopConfig, "links">, id: string): string | null {
  const path = shop.links[id];
  if (path === undefined) {
    logger.warn({ link: id }, "default link missing from the basic configs");
    return null;
  }
  return path;
}
