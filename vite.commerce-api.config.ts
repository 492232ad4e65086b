import { defineConfig } from "vite";

/**
 * The standalone commerce API (`npm run commerce-api`) as plain JavaScript in
 * build/commerce-api/server.js, so production runs it with node, without tsx; and
 * build/commerce-api/prepare.js, which the cluster primary runs once before forking (ADR 041).
 * Packages stay external (Vite's SSR default): they come from the production install.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    rollupOptions: {
      input: { server: "commerce-api/server.ts", prepare: "commerce-api/prepare.ts" },
      output: { entryFileNames: "[name].js" },
    },
    outDir: "build/commerce-api",
    emptyOutDir: true,
    target: "node20",
    // public/ belongs to the storefront build.
    copyPublicDir: false,
  },
});
