import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Loading it also sets E2E_RUN, which the servers below inherit.
import { CHAOS_PORT, PORT, REMOTE_API_SHOP_PORT, SHORT_SESSION_PORT } from "./tests/e2e/servers-ready";

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the old headless mode, without
 * the full browser's window chrome. The same suite used 30 % less wall clock and half the CPU with it
 * (ADR 107); the e2e stage spends ~80 % of its CPU in Chromium. Else the full Chromium, in its new headless mode.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * E2E runs against the production build and the real embedded API on a fresh database.
 * Every flow runs twice: with JavaScript, and without (progressive enhancement is a feature).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Sized for a busy 2-core CI machine (issue 13): a flow that registers, orders and pays takes
  // a few seconds when quiet and several times that under load; a real hang still fails.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The four servers below start side by side; this waits until each is up and is this run's (ADR 097).
  globalSetup: "./tests/e2e/servers-ready.ts",
  // Every body sent upstream during the run is checked against spec §7 (issue 19).
  globalTeardown: "./tests/e2e/upstream-contract.ts",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a test about a fifth of its CPU (screencast frames, a DOM snapshot per
    // action; ADR 096), and a passing test throws it away. With retries (CI) the retry records it, so a
    // failure still comes with its trace; without, a failure keeps its screenshot, and
    // `--trace retain-on-failure` records one on demand.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
    launchOptions: { executablePath: chromium },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      // HTTP-level tests (@http, the `request` fixture only) have no JavaScript to switch off: once is enough.
      grepInvert: /@js-only|@http/,
    },
  ],
  // Without a `url`, Playwright starts each command and goes on to the next at once instead of waiting
  // for it (ADR 097): globalSetup waits for all four. E2E_RUN marks them as this run's servers.
  webServer: [
    {
      command: "node tests/e2e/start-server.mjs",
      stdout: "ignore",
      stderr: "pipe",
      // METRICS_TOKEN: tests/e2e/operations.spec.ts scrapes /metrics with it.
      env: { PORT: String(PORT), METRICS_TOKEN: "e2e-metrics-token-not-for-production" },
    },
    {
      // The same build against a misbehaving upstream (tests/e2e/upstream-failures.spec.ts).
      command: "node tests/e2e/chaos-upstream.mjs & node tests/e2e/start-server.mjs",
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(CHAOS_PORT),
        CHAOS_PORT: String(CHAOS_PORT + 1),
        COMMERCE_API_URL: `http://127.0.0.1:${CHAOS_PORT + 1}`,
        UPSTREAM_TIMEOUT_MS: "1500",
        E2E_DATA_DIR: ".data/e2e-chaos",
        // Its subject is the upstream, not the processes: one keeps the busy machine's memory for the others.
        WEB_CONCURRENCY: "1",
      },
    },
    {
      // Short token lifetimes to watch refresh and expiry happen (tests/e2e/session-expiry.spec.ts).
      command: "node tests/e2e/start-server.mjs",
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(SHORT_SESSION_PORT),
        // Lifetimes far longer than a slow step on a busy machine: the test moves the clock past them.
        AUTH_ACCESS_TTL_SECONDS: "60",
        AUTH_REFRESH_TTL_SECONDS: "600",
        E2E_TEST_CLOCK: "true",
        E2E_DATA_DIR: ".data/e2e-short-session",
      },
    },
    {
      // The same build on a standalone commerce API process (tests/e2e/standalone-api.spec.ts): every
      // flow must work as with the embedded API, payments through the proxy included (issue 37 §1).
      command:
        "rm -rf .data/e2e-remote-api && node build/commerce-api/server.js & node tests/e2e/start-server.mjs",
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(REMOTE_API_SHOP_PORT),
        COMMERCE_API_URL: `http://127.0.0.1:${REMOTE_API_SHOP_PORT + 1}`,
        COMMERCE_API_PORT: String(REMOTE_API_SHOP_PORT + 1),
        COMMERCE_API_TRUST_CLIENT_IP: "true",
        DATA_DIR: ".data/e2e-remote-api",
        E2E_DATA_DIR: ".data/e2e-remote-shop",
        PASSWORD_SCRYPT_LOG2_N: "10",
        ABUSE_LIMITS_FACTOR: "100",
        LOG_LEVEL: "warn",
        WEB_CONCURRENCY: "1",
      },
    },
  ],
});
