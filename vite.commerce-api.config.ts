import { defineConfig } from "vite";

/**
 * The standalone commerce API (`npm run commerce-api`) as plain JavaScript in
 * build/commerce-api/server.js, so production runs it with node, without tsx. Packages stay
 * external (Vite's SSR default): they come from the production install.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "commerce-api/server.ts",
    outDir: "build/commerce-api",
    emptyOutDir: true,
    target: "node20",
    // public/ belongs to the storefront build.
    copyPublicDir: false,
  },
});
