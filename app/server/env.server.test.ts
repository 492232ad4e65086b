import { describe, expect, it } from "vitest";
import { ConfigurationError } from "#contract/env-config";
import { parseServerEnv } from "./env.server";

function problemOf(source: Record<string, string>): string {
  try {
    parseServerEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("parseServerEnv", () => {
  it("reads a valid production configuration", () => {
    const env = parseServerEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "a-long-enough-secret,an-older-secret-1",
    });
    expect(env.sessionSecrets).toEqual(["a-long-enough-secret", "an-older-secret-1"]);
    expect(env.listenPort).toBe(3000);
  });

  it("reads the probes' and metrics' settings (ADR 068): drain 5 s and no token by default", () => {
    expect(parseServerEnv({})).toMatchObject({ drainSeconds: 5, metricsToken: null });
    const set = parseServerEnv({ DRAIN_SECONDS: "0", METRICS_TOKEN: "0123456789abcdef" });
    expect(set).toMatchObject({ drainSeconds: 0, metricsToken: "0123456789abcdef" });
  });

  it("refuses a short METRICS_TOKEN without echoing it, and a drain window outside 0–60 s", () => {
    const token = problemOf({ METRICS_TOKEN: "short-token" });
    expect(token).toMatch(/^Invalid configuration: METRICS_TOKEN must be at least 16 characters/);
    expect(token).not.toContain("short-token");
    for (const value of ["61", "-1", "2.5", "soon"])
      expect(problemOf({ DRAIN_SECONDS: value })).toContain(
        `DRAIN_SECONDS must be a whole number of seconds from 0 to 60 (default 5) (got "${value}")`,
      );
  });

  it("says in one line what is wrong with a short SESSION_SECRET and how to fix it", () => {
    for (const secret of ["short", "a-long-enough-secret,short"]) {
      const message = problemOf({ NODE_ENV: "production", SESSION_SECRET: secret });
      expect(message).toMatch(/^Invalid configuration: SESSION_SECRET must be at least 16 characters/);
      expect(message).toContain("openssl rand -base64 32");
      expect(message).not.toContain("short");
      expect(message).not.toContain("\n");
    }
    expect(problemOf({ NODE_ENV: "production" })).toContain("SESSION_SECRET is required");
  });

  it("requires SESSION_SECRET with DATABASE_URL, in any mode: every host must sign cookies alike", () => {
    for (const mode of ["development", "production"]) {
      const message = problemOf({ NODE_ENV: mode, DATABASE_URL: "postgres://db.internal/presto" });
      expect(message).toMatch(/^Invalid configuration: SESSION_SECRET is required when DATABASE_URL is set/);
    }
    const message = problemOf({ DATABASE_URL: "postgres://db.internal/presto" });
    expect(message).not.toContain("\n");
    expect(message).not.toContain("db.internal");
    const env = parseServerEnv({
      DATABASE_URL: "postgres://db.internal/presto",
      SESSION_SECRET: "a-long-enough-secret",
    });
    expect(env.sessionSecrets).toEqual(["a-long-enough-secret"]);
  });

  it("names every invalid variable, and the default domain missing from the tenant map", () => {
    const message = problemOf({ PORT: "99999", TRUST_PROXY: "maybe", PAGE_CACHE_TTL_MS: "-1" });
    expect(message).toContain('PORT must be a port number from 1 to 65535 (default 3000) (got "99999")');
    expect(message).toContain("TRUST_PROXY must be one of 1, 0, true, false, yes, no");
    expect(message).toContain("PAGE_CACHE_TTL_MS must be a whole number");
    expect(problemOf({ TENANT_DOMAINS: "shop.example=fr" })).toContain(
      'DEFAULT_DOMAIN "localhost" must be listed with a tenant in TENANT_DOMAINS',
    );
  });
});
