import { z } from "zod";

/**
 * The S3 variables (ADR 071), checked at start-up with the rest of the API's (commerce-api/env.ts):
 * S3_BUCKET turns object storage on; the others only make sense beside it.
 */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  /** "WHEN_REQUIRED" for most S3-compatible servers (toolchain trap), "WHEN_SUPPORTED" for AWS's defaults. */
  checksums: "WHEN_REQUIRED" | "WHEN_SUPPORTED";
  /** Keys under this prefix, so one bucket can hold several shops' installs ("" by default). */
  prefix: string;
}

/** S3's rules for bucket names, loosely: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export const s3EnvShape = {
  S3_BUCKET: z.string().regex(BUCKET).optional(),
  S3_ENDPOINT: z.string().refine(isHttpUrl).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_CHECKSUMS: z.enum(["when_required", "when_supported"]).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)+$/)
    .optional(),
};

export const S3_HINTS: Record<string, string> = {
  S3_BUCKET:
    "must be a bucket name (3–63 lower-case letters, digits, dots, hyphens), or unset for files in DATA_DIR",
  S3_ENDPOINT: "must be an http:// or https:// URL of an S3-compatible server, or unset for AWS",
  S3_REGION: "must be a region name such as eu-west-3 (default us-east-1)",
  S3_FORCE_PATH_STYLE: "must be true or false (default false; most S3-compatible servers need true)",
  S3_CHECKSUMS: "must be when_required or when_supported (default when_required)",
  S3_PREFIX: "must be path segments ending in a slash, such as shop-a/",
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The S3 variables that need S3_BUCKET beside them: set alone they would quietly mean the disk. */
export const S3_COMPANIONS = ["S3_ENDPOINT", "S3_REGION", "S3_FORCE_PATH_STYLE", "S3_CHECKSUMS", "S3_PREFIX"];

/** Object storage as configured, or null for the data directory; values are checked by env.ts first. */
export function s3ConfigFromEnv(source: Record<string, string | undefined>): S3Config | null {
  const bucket = source.S3_BUCKET;
  if (!bucket) return null;
  return {
    bucket,
    region: source.S3_REGION || source.AWS_REGION || "us-east-1",
    endpoint: source.S3_ENDPOINT || null,
    forcePathStyle: source.S3_FORCE_PATH_STYLE === "true",
    checksums: source.S3_CHECKSUMS === "when_supported" ? "WHEN_SUPPORTED" : "WHEN_REQUIRED",
    prefix: source.S3_PREFIX ?? "",
  };
}
