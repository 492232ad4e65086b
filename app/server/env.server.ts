import { z } from "zod";
import { ConfigurationError, parseEnv } from "#contract/env-config";
import { parseTenantDomains, type TenantDomainsConfig } from "./tenant";

/** Operator-facing configuration (documented in README). Parsed once, failing fast on bad values. */

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  COMMERCE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  SESSION_SECRET: z.string().min(16).optional(),
  TENANT_DOMAINS: z.string().default("localhost=fr,127.0.0.1=fr,en.localhost=en"),
  DEFAULT_DOMAIN: z.string().default("localhost"),
  STAFF_IPS: z.string().default(""),
  STAFF_DEV: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  BASIC_CONFIGS_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().nonnegative().max(60_000).default(5_000),
  LOG_REQUESTS: booleanFlag.default(true),
  ALLOWED_REDIRECT_HOSTS: z.string().default(""),
  BENCH: booleanFlag.default(false),
  RESET_SESSION_ON_401: booleanFlag.default(true),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  ARTWORK_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  METRICS_TOKEN: z.string().min(16).optional(),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
});

const FLAG = "must be one of 1, 0, true, false, yes, no";
/** What each variable must be, said the way an operator fixes it (README, "Configuration"). */
const HINTS: Record<string, string> = {
  NODE_ENV: "must be development, production or test",
  COMMERCE_API_URL: "must be an http(s) URL such as http://127.0.0.1:4000, or unset for the embedded API",
  SESSION_SECRET:
    "must be at least 16 characters (each of a comma-separated list): set it to the output of `openssl rand -base64 32`",
  STAFF_DEV: FLAG,
  TRUST_PROXY: FLAG,
  COOKIE_SECURE: FLAG,
  LOG_REQUESTS: FLAG,
  BENCH: FLAG,
  RESET_SESSION_ON_401: FLAG,
  UPSTREAM_TIMEOUT_MS: "must be a whole number of milliseconds above 0 (default 10000)",
  BASIC_CONFIGS_TTL_MS: "must be a whole number of milliseconds, 0 or more (default 60000)",
  PAGE_CACHE_TTL_MS: "must be a whole number of milliseconds from 0 (off) to 60000 (default 5000)",
  PORT: "must be a port number from 1 to 65535 (default 3000)",
  ARTWORK_MAX_BYTES: "must be a whole number of bytes above 0 (default 52428800, 50 MiB)",
  METRICS_TOKEN:
    "must be at least 16 characters: set it to the output of `openssl rand -hex 24`, or unset it (then only STAFF_IPS may read /metrics)",
  DRAIN_SECONDS: "must be a whole number of seconds from 0 to 60 (default 5)",
};

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export interface ServerEnv {
  isProduction: boolean;
  commerceApiUrl: string | null;
  dataDir: string;
  sessionSecrets: string[];
  tenantDomains: TenantDomainsConfig;
  staffIps: string[];
  /** Development-environment flag of spec §1: every visitor counts as staff. */
  staffDevFlag: boolean;
  trustProxy: boolean;
  cookieSecure: boolean;
  upstreamTimeoutMs: number;
  basicConfigsTtlMs: number;
  /** Anonymous catalogue pages are replayed for this long (0 turns the cache off; ADR 015). */
  pageCacheTtlMs: number;
  logRequests: boolean;
  /** External hosts a server-provided redirect may send visitors to. */
  allowedRedirectHosts: string[];
  /** npm run bench: exposes the framework-floor route. */
  benchMode: boolean;
  /** A 401 from the upstream logs the visitor out (spec §7: "when configured"). */
  resetSessionOn401: boolean;
  /** The port this server listens on: the only port absolute URLs may carry. */
  listenPort: number;
  /** The largest print file accepted (the upload form's body limit follows from it). */
  artworkMaxBytes: number;
  /** Bearer token a scraper may read /metrics with (besides STAFF_IPS); null when unset (ADR 068). */
  metricsToken: string | null;
  /** How long SIGTERM keeps serving with /readyz failing before the listener closes (ADR 068). */
  drainSeconds: number;
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const env = parseEnv(envSchema, source, HINTS);
  const isProduction = env.NODE_ENV === "production";
  // A shared database means several hosts may serve one shop: a cookie signed by one must verify on
  // the others, so a per-installation secret (npm start's generated one) can't do (issue 37 §1).
  if (source.DATABASE_URL && !env.SESSION_SECRET) {
    throw new ConfigurationError(
      "Invalid configuration: SESSION_SECRET is required when DATABASE_URL is set, since every host must sign cookies alike: set it to the output of `openssl rand -base64 32`, the same on every host.",
    );
  }
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigurationError(
      "Invalid configuration: SESSION_SECRET is required when NODE_ENV=production: set it to the output of `openssl rand -base64 32` (the same on every host).",
    );
  }
  const secrets = (env.SESSION_SECRET ?? DEV_SESSION_SECRET).split(",").map((secret) => secret.trim());
  if (secrets.some((secret) => secret.length < 16))
    throw new ConfigurationError(`Invalid configuration: SESSION_SECRET ${HINTS.SESSION_SECRET}.`);
  return {
    isProduction,
    commerceApiUrl: env.COMMERCE_API_URL?.replace(/\/+$/, "") ?? null,
    dataDir: env.DATA_DIR,
    // Comma-separated to allow rotation: the first secret signs, all of them verify.
    sessionSecrets: secrets,
    tenantDomains: tenantDomainsOf(env.TENANT_DOMAINS, env.DEFAULT_DOMAIN),
    staffIps: splitList(env.STAFF_IPS),
    staffDevFlag: env.STAFF_DEV ?? env.NODE_ENV === "development",
    trustProxy: env.TRUST_PROXY,
    cookieSecure: env.COOKIE_SECURE ?? isProduction,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    basicConfigsTtlMs: env.BASIC_CONFIGS_TTL_MS,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    logRequests: env.LOG_REQUESTS,
    benchMode: env.BENCH,
    resetSessionOn401: env.RESET_SESSION_ON_401,
    listenPort: env.PORT,
    artworkMaxBytes: env.ARTWORK_MAX_BYTES,
    metricsToken: env.METRICS_TOKEN ?? null,
    drainSeconds: env.DRAIN_SECONDS,
    allowedRedirectHosts: splitList(env.ALLOWED_REDIRECT_HOSTS).map((host) => host.toLowerCase()),
  };
}

function tenantDomainsOf(spec: string, defaultDomain: string): TenantDomainsConfig {
  try {
    return parseTenantDomains(spec, defaultDomain);
  } catch (error) {
    throw new ConfigurationError(`Invalid configuration: ${error instanceof Error ? error.message : error}.`);
  }
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
