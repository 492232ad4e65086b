import { defineConfig } from "vitest/config";

/**
 * The multi-host suite (issue 37 §3), a stage of its own in `npm test` (scripts/test.mjs): it starts
 * PostgreSQL, Redis, two storefront hosts and nginx, so it runs alone, in order, after the build.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/multihost/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
