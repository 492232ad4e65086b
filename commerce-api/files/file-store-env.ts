import path from "node:path";
import { logger } from "../logger";
import type { FileStore } from "./file-store";
import { localFileStore } from "./local-file-store";
import { s3ConfigFromEnv } from "./s3-config";
import { s3FileStore } from "./s3-file-store";

/** The store the environment asks for (ADR 071): the bucket named by S3_BUCKET, else DATA_DIR. */
export function fileStoreFor(dataDir: string, source: Record<string, string | undefined>): FileStore {
  const s3 = s3ConfigFromEnv(source);
  if (!s3) return localFileStore(dataDirRoots(dataDir));
  logger.info(
    { bucket: s3.bucket, endpoint: s3.endpoint ?? "aws", prefix: s3.prefix || undefined },
    "files in object storage",
  );
  return s3FileStore(s3);
}

/** Today's layout under the data directory, which existing installs keep. */
export const dataDirRoots = (dataDir: string) => ({
  artwork: path.join(dataDir, "artwork"),
  media: path.join(dataDir, "media"),
});
