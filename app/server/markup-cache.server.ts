import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { RecentMap } from "#contract/recent-map";
import type { MarkupCache } from "~/ui/cached-markup";
import { logger } from "./logger.server";

/** Keys a process keeps: a few shops × languages × screen groups × years. */
const DEFAULT_CAPACITY = 200;

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/**
 * A key part per value: objects by identity (a cached shop configuration is the same object), texts
 * quoted (so a "|" in a page's address can't move the parts' boundaries), the rest as themselves.
 */
function keyPart(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object" || value === null) return String(value);
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = nextIdentity++;
    identities.set(value, identity);
  }
  return `#${identity}`;
}

/** What is known of a key: seen once, being rendered, its markup, or a render that failed. */
type Entry =
  | { state: "seen" }
  | { state: "rendering" }
  | { state: "ready"; html: string }
  | { state: "failed" };

export interface MarkupCacheOptions {
  capacity?: number;
  /** Runs a render outside the page's render; the process's check phase unless a test says otherwise. */
  schedule?: (work: () => void) => void;
  render?: (element: ReactElement) => string;
}

/**
 * The process's rendered markup by key (ADR 057). A key asked for a second time is rendered on its
 * own with React, after the page that asked — never inside another render — and kept; a key asked only
 * once (one that changes with every request) costs a map entry, not a render. At most `capacity` keys,
 * the one used least recently going first. A render that fails is logged once, and its key is rendered
 * inline from then on.
 */
export function createMarkupCache({
  capacity = DEFAULT_CAPACITY,
  schedule = setImmediate,
  render = renderToString,
}: MarkupCacheOptions = {}): MarkupCache {
  const entries = new RecentMap<string, Entry>(capacity);
  return {
    get(name, keyParts, element) {
      const key = [name, ...keyParts.map(keyPart)].join("|");
      const entry = entries.get(key);
      if (entry?.state === "ready") return entry.html;
      if (entry === undefined) entries.set(key, { state: "seen" });
      else if (entry.state === "seen") {
        entries.set(key, { state: "rendering" });
        schedule(() => {
          try {
            entries.set(key, { state: "ready", html: render(element()) });
          } catch (error) {
            entries.set(key, { state: "failed" });
            logger.error({ key, err: error }, "markup cache: render failed");
          }
        });
      }
      return undefined;
    },
  };
}

/** The cache as one request sees it: the name of each markup it sends from memory is added to `kept`. */
export function noteKeptMarkup(cache: MarkupCache, kept: string[]): MarkupCache {
  return {
    get(name, keyParts, render) {
      const html = cache.get(name, keyParts, render);
      if (html !== undefined) kept.push(name);
      return html;
    },
  };
}
