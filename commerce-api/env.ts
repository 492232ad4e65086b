import { z } from "zod";
import { ConfigurationError, parseEnv } from "#contract/env-config";
import { S3_COMPANIONS, S3_HINTS, s3EnvShape } from "./files/s3-config";

/**
 * The commerce API's operator variables (README, "Configuration"), checked once at start-up by
 * whoever hosts the API (the storefront's composition root or `npm run commerce-api`): a value out
 * of range stops start-up with one line (issue 35 §11) instead of quietly meaning the default.
 * The readers beside each feature (abuse limits, password cost, token lifetimes…) apply defaults.
 */
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).optional();

const commerceApiEnvSchema = z.object({
  ABUSE_LIMITS_FACTOR: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().positive())
    .optional(),
  PASSWORD_SCRYPT_LOG2_N: wholeNumber(10, 20),
  AUTH_ACCESS_TTL_SECONDS: wholeNumber(1),
  AUTH_REFRESH_TTL_SECONDS: wholeNumber(1),
  AUTH_REFRESH_MAX_AGE_SECONDS: wholeNumber(1),
  CONTENT_MAX_AGE_SECONDS: wholeNumber(0, 60),
  ARTWORK_MAX_BYTES: wholeNumber(1),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  DATABASE_NAMED_STATEMENTS: z.enum(["on", "off"]).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/)
    .optional(),
  COMMERCE_API_PORT: wholeNumber(0, 65535),
  COMMERCE_API_TRUST_CLIENT_IP: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  SMTP_URL: z.string().refine(isSmtpUrl).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/)
    .optional(),
  ...s3EnvShape,
});

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const HINTS: Record<string, string> = {
  ABUSE_LIMITS_FACTOR: "must be a number above 0 (default 1)",
  PASSWORD_SCRYPT_LOG2_N: "must be a whole number from 10 to 20 (default 15)",
  AUTH_ACCESS_TTL_SECONDS: "must be a whole number of seconds above 0 (default 86400)",
  AUTH_REFRESH_TTL_SECONDS: "must be a whole number of seconds above 0 (default 604800)",
  AUTH_REFRESH_MAX_AGE_SECONDS: "must be a whole number of seconds above 0 (default 2592000)",
  CONTENT_MAX_AGE_SECONDS: "must be a whole number of seconds from 0 to 60 (default 5)",
  ARTWORK_MAX_BYTES: "must be a whole number of bytes above 0 (default 52428800, 50 MiB)",
  DATABASE_POOL_SIZE: "must be a whole number from 1 to 1000 (default 10)",
  DATABASE_NAMED_STATEMENTS:
    "must be on or off (default on; off behind a pooler without prepared-statement support)",
  DATABASE_URL: "must be a postgres:// or postgresql:// URL, or unset for SQLite under DATA_DIR",
  REDIS_URL:
    "must be a redis:// or rediss:// URL such as redis://10.0.0.9:6379/0, or unset to count abuse limits without Redis",
  COMMERCE_API_PORT: "must be a port number from 0 to 65535 (default 4000)",
  COMMERCE_API_TRUST_CLIENT_IP: "must be true or false (default false)",
  LOG_LEVEL: "must be one of fatal, error, warn, info, debug, trace, silent (default info)",
  SMTP_URL:
    "must be smtp://user:password@host:port or smtps://… (percent-encode special characters), or unset for files in DATA_DIR/outbox",
  MAIL_FROM: "must be `Name <address@example.com>` or a bare address, or unset for each shop's own sender",
  ...S3_HINTS,
};

/** Throws a ConfigurationError naming every invalid variable; empty values count as unset. */
export function checkCommerceApiEnv(source: Record<string, string | undefined>): void {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  parseEnv(commerceApiEnvSchema, set, HINTS);
  const orphan = set.S3_BUCKET ? undefined : S3_COMPANIONS.find((name) => set[name] !== undefined);
  if (orphan)
    throw new ConfigurationError(
      `Invalid configuration: ${orphan} is set but S3_BUCKET is not; set S3_BUCKET to keep files in object storage, or unset ${orphan}.`,
    );
}
