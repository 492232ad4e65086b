import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const productionDir = join(dirname(require.resolve("react-router/package.json")), "dist/production");

/** Bare specifiers of React Router's package and their production files. */
const PRODUCTION_FILES: Record<string, string> = {
  "react-router": join(productionDir, "index.mjs"),
  "react-router/dom": join(productionDir, "dom-export.mjs"),
};

/**
 * React Router 7's package exports only its development build, whose dev warnings (and their
 * texts) are on by a constant the minifier can't drop; its production build ships beside it,
 * identical but for that constant. The browser gets the production one (ADR 084). Client only:
 * the server keeps the package as exported, so server and client still share nothing but markup.
 */
export function productionRouter(): Plugin {
  return {
    name: "storefront:production-router",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return PRODUCTION_FILES[source] ?? null;
    },
  };
}
