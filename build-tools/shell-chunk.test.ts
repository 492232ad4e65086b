import { describe, expect, it } from "vitest";
import { frameworkChunkName, importedBy, shellChunkName } from "./shell-chunk";

/** A module graph as rolldown's chunking context shows it: each id with its static importers. */
function graphOf(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

const APP = "/shop/app";
const graph = graphOf({
  [`${APP}/entry.client.tsx`]: [],
  [`${APP}/root.tsx`]: [],
  "/shop/node_modules/react-dom/client.js": [`${APP}/entry.client.tsx`],
  "/shop/node_modules/react/index.js": ["/shop/node_modules/react-dom/client.js", `${APP}/ui/Icon.tsx`],
  [`${APP}/ui/Icon.tsx`]: [`${APP}/root.tsx`, `${APP}/features/product/ProductPage.tsx`],
  "/shop/node_modules/i18next/i18next.js": [`${APP}/i18n/i18n.ts`],
  [`${APP}/i18n/i18n.ts`]: [`${APP}/root.tsx?__react-router-build-client-route`],
  [`${APP}/root.tsx?__react-router-build-client-route`]: [],
  [`${APP}/features/product/ProductPage.tsx`]: [],
  [`${APP}/routes/cart.tsx`]: [],
  [`${APP}/ui/Alert.tsx`]: [`${APP}/routes/cart.tsx`],
});

describe("chunk groups of what every page loads", () => {
  it("finds importers through any number of modules", () => {
    expect(importedBy(graph, "/shop/node_modules/react/index.js", /entry\.client\.tsx$/)).toBe(true);
    expect(importedBy(graph, `${APP}/ui/Alert.tsx`, /root\.tsx/)).toBe(false);
  });

  it("puts what the hydration entry imports in the framework chunk, whoever else imports it", () => {
    expect(frameworkChunkName("/shop/node_modules/react/index.js", graph)).toBe("framework");
    expect(shellChunkName("/shop/node_modules/react/index.js", graph)).toBeNull();
  });

  it("puts what only the root route imports (i18next, the header's icons) in the shell chunk", () => {
    expect(shellChunkName("/shop/node_modules/i18next/i18next.js", graph)).toBe("shell");
    expect(shellChunkName(`${APP}/ui/Icon.tsx`, graph)).toBe("shell");
    expect(frameworkChunkName(`${APP}/ui/Icon.tsx`, graph)).toBeNull();
  });

  it("leaves route modules, the entry and a page's own modules to the bundler", () => {
    for (const id of [
      `${APP}/root.tsx`,
      `${APP}/entry.client.tsx`,
      `${APP}/routes/cart.tsx`,
      `${APP}/ui/Alert.tsx`,
    ]) {
      expect(shellChunkName(id, graph)).toBeNull();
      expect(frameworkChunkName(id, graph)).toBeNull();
    }
  });
});
