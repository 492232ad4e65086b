import type { BodyRewrite } from "./rendered-body.server";

/**
 * Chromium fetches `<link rel="modulepreload">` at High priority, and Lighthouse's simulation counts
 * every High-priority script that finished before the first paint as blocking it (ADR 099): the ~25
 * module preloads React Router writes (≈ 127 KiB) were modelled as holding a phone's first paint, and
 * on a real phone they compete with the stylesheet and the LCP picture for the connection. Neither
 * React Router's `<Scripts>` nor React's `preloadModule` can set a priority, so the document's head
 * is rewritten on its way out: every module preload but the hydration entry's own gets
 * `fetchpriority="low"`. The browser's hydration matches links by href, rel, title and crossorigin
 * only, so the added attribute is invisible to React.
 */
const LINK_TAG = /<link\b[^>]*>/g;
const MODULE_PRELOAD = /\srel="modulepreload"/;
const HREF = /\shref="([^"]*)"/;
const HEAD_END = Buffer.from("</head>");

/** `head` with `fetchpriority="low"` on each module preload whose href is not in `high`. */
export function lowerModulePreloads(head: string, high: ReadonlySet<string>): string {
  return head.replace(LINK_TAG, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (!MODULE_PRELOAD.test(tag) || href === undefined || high.has(href) || /\sfetchpriority=/i.test(tag)) {
      return tag;
    }
    const end = tag.endsWith("/>") ? -2 : -1;
    return `${tag.slice(0, end)} fetchpriority="low"${tag.slice(end)}`;
  });
}

type Manifest = { entry: { module: string; imports: string[] } };
const entries = new WeakMap<Manifest, ReadonlySet<string>>();

/**
 * The hrefs kept at High: the hydration entry and the chunks it imports (React, React Router). Once
 * per manifest, which is the build's: every request of a build shares it.
 */
export function hydrationEntryOf(manifest: Manifest): ReadonlySet<string> {
  let high = entries.get(manifest);
  if (!high) {
    high = new Set([manifest.entry.module, ...manifest.entry.imports]);
    entries.set(manifest, high);
  }
  return high;
}

/**
 * Holds React's bytes until `</head>` (the shell's first write, in practice one chunk), rewrites the
 * head's module preloads, and passes the rest through untouched. A plain function of the chunks, not
 * a stream of its own: a Transform piped into the render's sink cost each page an AbortController, a
 * DOMException at its end and the pipeline's listeners (ADR 108).
 */
export function lowPriorityPreloads(high: ReadonlySet<string>): BodyRewrite {
  let held: Buffer[] | null = [];
  return {
    write(chunk) {
      if (!held) return chunk;
      held.push(chunk);
      const sofar = held.length === 1 ? chunk : Buffer.concat(held);
      const headEnd = sofar.indexOf(HEAD_END);
      if (headEnd === -1) {
        held = [sofar];
        return null;
      }
      held = null;
      // Cut at `</head>`, ASCII: never inside a multi-byte character.
      const head = Buffer.from(lowerModulePreloads(sofar.subarray(0, headEnd).toString("utf8"), high));
      return Buffer.concat([head, sofar.subarray(headEnd)]);
    },
    end() {
      // A document without a head (an error's bare text): what was held, as it came.
      const rest = held && held.length > 0 ? Buffer.concat(held) : null;
      held = null;
      return rest;
    },
  };
}
