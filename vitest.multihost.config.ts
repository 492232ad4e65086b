import { defineConfig } from "vitest/config";

/**
 * The multi-host suite (issue 37 §3), a stage of its own in `npm test` (scripts/test.mjs): it starts
 * PostgreSQL, Redis, two storefront hosts and nginx, its files in order, after the build (beside the
 * typecheck: ADR 103).
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
