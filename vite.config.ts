import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { routeModuleErrorsPlugin } from "./build-tools/route-module-errors.ts";
import { frameworkChunkName, shellChunkName } from "./build-tools/shell-chunk.ts";
import { moduleSizes } from "./scripts/js-budget/module-sizes-plugin.ts";
import { productionRouter } from "./scripts/js-budget/production-router-plugin.ts";

export default defineConfig({
  // The chunk-reload guard decides what a failed route module does, not React Router (issue 38 §6).
  // moduleSizes: what `npm run js-budget` names as the largest modules (ADR 084).
  plugins: [reactRouter(), productionRouter(), routeModuleErrorsPlugin(), moduleSizes()],
  resolve: { tsconfigPaths: true },
  build: {
    // Fonts are always files on the shop's origin: the CSP allows `font-src 'self'` only, and the
    // design editor's small font subsets inlined as data: URLs were refused (issue 38 §4).
    assetsInlineLimit: (filePath) => (/\.woff2?$/.test(filePath) ? false : undefined),
  },
  environments: {
    // What every page loads besides the entry: one chunk instead of a dozen small ones (ADR 099).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: frameworkChunkName, priority: 2 },
                { name: shellChunkName, priority: 1 },
              ],
            },
          },
        },
      },
    },
    // The production server entry (express app + composition root) is built with the app,
    // so it shares module instances (router contexts) with the route modules.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
