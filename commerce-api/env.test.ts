import { describe, expect, it } from "vitest";
import { checkCommerceApiEnv } from "./env";

describe("checkCommerceApiEnv", () => {
  it("accepts the documented values and unset ones", () => {
    expect(() =>
      checkCommerceApiEnv({
        ABUSE_LIMITS_FACTOR: "100",
        PASSWORD_SCRYPT_LOG2_N: "10",
        CONTENT_MAX_AGE_SECONDS: "0",
        DATABASE_URL: "postgres://shop@db/presto",
        LOG_LEVEL: "silent",
        DATABASE_POOL_SIZE: "",
        DATABASE_NAMED_STATEMENTS: "off",
        SMTP_URL: "smtps://shop:s%40cret@mail.example:465",
        MAIL_FROM: "Presto Impression <bonjour@presto-impression.fr>",
      }),
    ).not.toThrow();
  });

  it("names each variable out of range, what it must be, and never a database URL's value", () => {
    let message = "";
    try {
      checkCommerceApiEnv({
        PASSWORD_SCRYPT_LOG2_N: "9",
        CONTENT_MAX_AGE_SECONDS: "61",
        DATABASE_URL: "mysql://root:pw@db/x",
        ABUSE_LIMITS_FACTOR: "-1",
        DATABASE_NAMED_STATEMENTS: "no",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PASSWORD_SCRYPT_LOG2_N must be a whole number from 10 to 20 (default 15)");
    expect(message).toContain("CONTENT_MAX_AGE_SECONDS must be a whole number of seconds from 0 to 60");
    expect(message).toContain("ABUSE_LIMITS_FACTOR must be a number above 0");
    expect(message).toContain("DATABASE_NAMED_STATEMENTS must be on or off");
    expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(message).not.toContain("root:pw");
  });

  it("refuses an SMTP URL of another scheme without showing it (it holds a password), and a bad sender", () => {
    let message = "";
    try {
      checkCommerceApiEnv({ SMTP_URL: "http://shop:hunter2@mail.example", MAIL_FROM: "Presto <nobody>" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("SMTP_URL must be smtp://user:password@host:port or smtps://");
    expect(message).toContain("MAIL_FROM must be `Name <address@example.com>`");
    expect(message).not.toContain("hunter2");
  });

  it("accepts object storage settings beside S3_BUCKET", () => {
    expect(() =>
      checkCommerceApiEnv({
        S3_BUCKET: "presto-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "eu-west-3",
        S3_FORCE_PATH_STYLE: "true",
        S3_CHECKSUMS: "when_supported",
        S3_PREFIX: "shop-a/",
      }),
    ).not.toThrow();
  });

  it("refuses a bad bucket or endpoint, and S3 settings without S3_BUCKET, in one line", () => {
    const messageOf = (source: Record<string, string>) => {
      try {
        checkCommerceApiEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(messageOf({ S3_BUCKET: "Presto_Files", S3_ENDPOINT: "ftp://files" })).toMatch(
      /S3_BUCKET must be a bucket name.*S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    const orphan = messageOf({ S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(orphan).toContain("S3_ENDPOINT is set but S3_BUCKET is not");
    expect(orphan).not.toContain("\n");
  });
});
