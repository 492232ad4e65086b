import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Where `npm run js-budget` reads which source module makes how much of each client chunk. */
export const MODULE_SIZES_FILE = "build/client-module-sizes.json";

export interface ChunkModules {
  /** Source module (path inside the repo or node_modules) → its bytes in the chunk. */
  [module: string]: { bytes: number; gzip: number };
}

/**
 * Records, for every client chunk, the modules it is made of with their rendered size and their gzip
 * size alone, from the bundler's own chunk description. It is the bundler's figure, so it
 * follows Vite/rolldown upgrades without a dependency of ours to keep (ADR 084); a module's gzip
 * alone overstates its share of a compressed chunk, but ranks modules the same way.
 */
export function moduleSizes(): Plugin {
  return {
    name: "storefront:module-sizes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkModules> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: ChunkModules = {};
        for (const [id, rendered] of Object.entries(output.modules)) {
          if (rendered.renderedLength === 0) continue;
          modules[shortName(id)] = {
            bytes: rendered.renderedLength,
            gzip: rendered.code ? gzipSync(rendered.code).length : 0,
          };
        }
        chunks[`/${output.fileName}`] = modules;
      }
      writeFileSync(MODULE_SIZES_FILE, JSON.stringify(chunks));
    },
  };
}

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`, `/repo/app/x.tsx` → `app/x.tsx`. */
function shortName(id: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const inPackage = clean.lastIndexOf("/node_modules/");
  if (inPackage >= 0) return clean.slice(inPackage + "/node_modules/".length);
  return clean.startsWith(process.cwd()) ? clean.slice(process.cwd().length + 1) : clean;
}
