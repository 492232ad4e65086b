import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "commerce-api/**/*.test.ts",
      "contract/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/routes/**/*.test.ts",
    ],
    environment: "node",
    // Sized for a busy 2-core CI machine, not a quiet laptop (issue 13).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Cheap password hashing for the hundreds of sign-ins the suite makes (production keeps 2^15).
    env: { PASSWORD_SCRYPT_LOG2_N: "10" },
    restoreMocks: true,
  },
});
