import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type FileStore, isSafeKey } from "./file-store";
import type { S3Config } from "./s3-config";

/**
 * Files in an S3-compatible bucket (ADR 071), under the same keys as on disk. Uploads go through
 * lib-storage's multipart upload: a stream is sent in parts of PART_BYTES, never gathered whole.
 * Reads stream the object's body to the caller, who answers only after the owner checks of today.
 */
const PART_BYTES = 5 * 1024 * 1024;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Since early 2025 the SDK adds CRC32 checksums and aws-chunked bodies that many compatible
    // servers refuse; "when_required" (the default here) sends them only where S3 demands them.
    requestChecksumCalculation: config.checksums,
    responseChecksumValidation: config.checksums,
    // Credentials: the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles).
  });
}

const isMissing = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { name?: string }).name === "NoSuchKey" ||
    (error as { name?: string }).name === "NotFound" ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

export function s3FileStore(config: S3Config, client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a file key: ${key}`);
    return `${config.prefix}${key}`;
  };
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checked(key),
          Body: body instanceof Readable ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          ContentType: contentType,
        },
        partSize: PART_BYTES,
        // Two parts in flight at most: a 50 MB print file costs ~10 MB here, not 50.
        queueSize: 2,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!(answer.Body instanceof Readable)) return null;
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    /**
     * Readiness (ADR 068): the bucket answers these credentials. A HEAD of a key nobody writes: "not
     * found" is the healthy answer (with s3:ListBucket, which a missing file's 404 needs anyway).
     * Not HeadBucket or a listing: s3rver, the tests' server, refuses bucket-level signatures.
     */
    async ping(signal) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: `${config.prefix}readiness-probe` }), {
          abortSignal: signal,
        });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
