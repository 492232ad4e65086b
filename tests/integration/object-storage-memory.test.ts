import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { type S3TestServer, startS3Server } from "../../scripts/s3-test-server.mjs";
import { createTestApi, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn } from "./orders-fixture";

/**
 * Memory of a large upload (issue 37 §1, issue 39 §3, ADR 071), measured in processes of their own by
 * the kernel's high-water mark (fixtures/*-memory.ts). The multipart reader holds the file once (the
 * four readers it replaced held it four times); a print file to the bucket then costs what the disk
 * costs plus lib-storage's parts in flight: the store adds no copy of the file.
 */
const FIXTURES = path.join(import.meta.dirname, "fixtures");
const FILE_MB = 40;

let s3: S3TestServer;
let test: TestApi;
let scratch: string;
let largePdf: string;
beforeAll(async () => {
  s3 = await startS3Server();
  test = await createTestApi();
  scratch = mkdtempSync(path.join(tmpdir(), "upload-memory-"));
  largePdf = path.join(scratch, "poster.pdf");
  writeFileSync(largePdf, pdfFile({ paddingBytes: FILE_MB * 1024 * 1024 }));
});
afterAll(async () => {
  await test?.dispose();
  await s3?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const send = sender(() => test);

async function inChild<T>(script: string, args: string[], env: Record<string, string> = {}): Promise<T> {
  const child = fork(path.join(FIXTURES, script), args, {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = once(child, "exit");
  // A child that fails before answering ends the test with its exit code, not a timeout.
  const answered = await Promise.race([once(child, "message"), exited.then(([code]) => ({ code }))]);
  if (!Array.isArray(answered)) throw new Error(`${script} exited with ${JSON.stringify(answered)}`);
  await exited;
  return answered[0] as T;
}

async function uploadGrowth(env: Record<string, string>) {
  const token = await signIn(send, "marie.dupont@example.com");
  const { orderId, lineItemId } = await placeTransferOrder(send, token, {
    productId: "fr-business-cards",
    quantity: 250,
    selectedAttributes: { sides: "4-4" },
  });
  const args = [test.dataDir, test.databaseUrl ?? "", token, orderId, lineItemId, largePdf];
  const result = await inChild<{ baselineMb: number; peakMb: number; status: number }>(
    "upload-memory.ts",
    args,
    env,
  );
  expect(result.status).toBe(200);
  return result.peakMb - result.baselineMb;
}

describe("memory of a large upload", () => {
  it("the multipart reader holds the file once, not once per copy", async () => {
    const result = await inChild<{ fileMb: number; growthMb: number }>("multipart-memory.ts", [
      String(FILE_MB),
    ]);
    expect(result.fileMb).toBe(FILE_MB);
    // Before (body chunks, their concatenation, FormData, the file's ArrayBuffer): +160 MB; after: +42.
    expect(result.growthMb).toBeLessThan(1.25 * FILE_MB);
  }, 120_000);

  it("a print file costs two of its sizes at most, on disk and in the bucket alike", async () => {
    const disk = await uploadGrowth({});
    const bucket = await uploadGrowth(s3.env);
    // Before (four readers, disk): +165 to +200 MB for a 40 MB PDF; after: +85 MB at most, both stores.
    // The file once, plus the PDF budget check's text copy of it (ADR 064): two sizes at most, on
    // disk and in the bucket alike (lib-storage sends 5 MB parts, two at a time: no third copy).
    expect(disk).toBeLessThan(2.25 * FILE_MB);
    expect(bucket).toBeLessThan(2.25 * FILE_MB);
  }, 180_000);
});
