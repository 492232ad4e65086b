// An S3-protocol server for tests (ADR 071): @20minutes/s3rver, the maintained fork of s3rver, on a
// loopback port with its objects in a temporary directory and one bucket made. It speaks path-style
// requests (http://127.0.0.1:PORT/BUCKET/KEY) and checks signatures made with the key S3RVER.
// Used by the integration tests (tests/integration/object-storage.test.ts), the multi-host suite
// (tests/multihost) and by the e2e server when E2E_S3=true (tests/e2e/start-server.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

/** The credentials s3rver accepts: its fixed test key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server({ port = 0, bucket = "presto-files" } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const listen = async (onPort) => {
    const server = new S3rver({
      address: "127.0.0.1",
      port: onPort,
      silent: process.env.S3RVER_LOG !== "true",
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, address: await server.run() };
  };
  let { server, address } = await listen(port);
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    /** What the API needs to use this server, as environment variables. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    /** An outage (the multi-host suite's readiness check): the port stops answering, the objects stay. */
    async stop() {
      await server.close();
    },
    /** Back on the same port with the same objects. */
    async start() {
      ({ server } = await listen(address.port));
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
