import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "commerce-api/**/*.test.ts",
      "contract/**/*.test.ts",
      "server/**/*.test.ts",
      "build-tools/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/routes/**/*.test.ts",
      "tests/components/**/*.test.{ts,tsx}",
      "tests/architecture/**/*.test.ts",
    ],
    environment: "node",
    // One module graph per worker thread instead of one per file: the suite spends its time in
    // tests, not in re-importing React Router and the API for each of 160 files (150 s → 55 s on
    // 2 cores, issue 13). Tests therefore leave no global state behind: the server env below is
    // read once per worker, so what a test file needs from it is set here, not in the file.
    pool: "threads",
    isolate: false,
    // Sized for a busy 2-core CI machine, not a quiet laptop (issue 13).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Cheap password hashing for the hundreds of sign-ins the suite makes (production keeps 2^15);
    // no log lines among the results (tests that check a log spy on the logger).
    // STAFF_IPS: the operator's staff address the root-middleware and page-cache tests visit from.
    // API_CHECK_ANSWERS: every API answer is parsed with its contract schema (ADR 086).
    env: {
      PASSWORD_SCRYPT_LOG2_N: "10",
      LOG_LEVEL: "silent",
      STAFF_IPS: "198.51.100.9",
      API_CHECK_ANSWERS: "1",
    },
    restoreMocks: true,
    // `npx vitest run --coverage`: how much of each side the fast tests reach (issue 13 reports it).
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}", "commerce-api/**/*.ts", "contract/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "commerce-api/db/seed/**"],
      reporter: ["text-summary", "json-summary"],
    },
  },
});
