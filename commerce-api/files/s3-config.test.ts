import { describe, expect, it } from "vitest";
import { s3ConfigFromEnv } from "./s3-config";

describe("s3ConfigFromEnv", () => {
  it("means the data directory without S3_BUCKET", () => {
    expect(s3ConfigFromEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toBeNull();
  });

  it("defaults to AWS's region chain, virtual-host style and checksums only when required", () => {
    expect(s3ConfigFromEnv({ S3_BUCKET: "presto-files", AWS_REGION: "eu-west-3" })).toEqual({
      bucket: "presto-files",
      region: "eu-west-3",
      endpoint: null,
      forcePathStyle: false,
      checksums: "WHEN_REQUIRED",
      prefix: "",
    });
    expect(s3ConfigFromEnv({ S3_BUCKET: "presto-files" })?.region).toBe("us-east-1");
  });

  it("takes every setting an S3-compatible server needs", () => {
    expect(
      s3ConfigFromEnv({
        S3_BUCKET: "presto-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "fr-par",
        S3_FORCE_PATH_STYLE: "true",
        S3_CHECKSUMS: "when_supported",
        S3_PREFIX: "shop-a/",
      }),
    ).toEqual({
      bucket: "presto-files",
      region: "fr-par",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      checksums: "WHEN_SUPPORTED",
      prefix: "shop-a/",
    });
  });
});
