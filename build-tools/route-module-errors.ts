import type { Plugin } from "vite";
import { ROUTE_MODULE_FAILED } from "../app/client/route-module-failed.ts";

/**
 * React Router 7.18 answers a route module that fails to load (a chunk gone after a deployment) with
 * `window.location.reload()` inside its own `loadRouteModule`, before any of our code hears of it: the
 * tab reloaded the page it was on rather than the one the shopper clicked, on every failure, and our
 * once-per-10-s guard (spec §4, app/client/reload-guard.ts) never stored its key. This build step hands
 * that failure to the guard instead (`ROUTE_MODULE_FAILED` on window, set by the guard), which answers
 * with what loadRouteModule returns: a promise that never settles while the page reloads, or a module
 * whose component throws the error, so the root ErrorBoundary shows it. React Router's own reload stays
 * as the fallback when no guard is installed. Throwing instead would not do: React Router drops a
 * failed lazy component and renders the page empty.
 */

const OWN_RELOAD =
  /(Error loading route module[\s\S]{0,600}?)(window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);)/;

/** The module with the guard asked first in React Router's catch; null when it doesn't hold that code. */
export function guardRouteModuleErrors(code: string): string | null {
  if (!code.includes("Error loading route module")) return null;
  if (!OWN_RELOAD.test(code))
    throw new Error(
      "React Router's loadRouteModule changed: build-tools/route-module-errors.ts no longer finds its reload",
    );
  return code.replace(
    OWN_RELOAD,
    `$1if (typeof window.${ROUTE_MODULE_FAILED} === "function") return window.${ROUTE_MODULE_FAILED}(error);\n    $2`,
  );
}

export function routeModuleErrorsPlugin(): Plugin {
  return {
    name: "presto:route-module-errors",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const patched = guardRouteModuleErrors(code);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
