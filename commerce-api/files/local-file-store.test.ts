import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { fileKeys, readStoredBytes } from "./file-store";
import { localFileStore } from "./local-file-store";

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function store() {
  dataDir = mkdtempSync(path.join(tmpdir(), "file-store-"));
  return localFileStore({ artwork: path.join(dataDir, "artwork"), media: path.join(dataDir, "media") });
}

describe("localFileStore", () => {
  it("keeps today's layout under DATA_DIR, owner-only, and gives the bytes back", async () => {
    const files = store();
    await files.put(fileKeys.artwork("order-1", "a.pdf"), new Uint8Array([1, 2, 3]), "application/pdf");
    await files.put(fileKeys.media("fr", "b.png"), Readable.from([Buffer.from("png")]), "image/png");
    expect(readdirSync(path.join(dataDir, "artwork", "order-1"))).toEqual(["a.pdf"]);
    expect(statSync(path.join(dataDir, "artwork", "order-1", "a.pdf")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "artwork", "order-1")).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "media")).mode & 0o777).toBe(0o700);
    expect([...((await readStoredBytes(files, fileKeys.artwork("order-1", "a.pdf"))) ?? [])]).toEqual([
      1, 2, 3,
    ]);
    const media = await files.get(fileKeys.media("fr", "b.png"));
    media?.body.destroy();
    expect(media?.size).toBe(3);
  });

  it("answers missing files as absent, and deletes idempotently", async () => {
    const files = store();
    const key = fileKeys.designImage("x.svg");
    expect([await files.exists(key), await files.get(key)]).toEqual([false, null]);
    await files.put(key, new Uint8Array([60]), "image/svg+xml");
    expect(await files.exists(key)).toBe(true);
    await files.delete(key);
    await files.delete(key);
    expect(await files.exists(key)).toBe(false);
  });

  it("refuses a key that would climb out of its root", async () => {
    const files = store();
    await expect(files.put("artwork/../../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow();
    await expect(files.get("media/../x")).rejects.toThrow();
    await expect(files.get("other/x")).rejects.toThrow();
  });

  it("leaves no half file when the stream breaks", async () => {
    const files = store();
    const broken = new Readable({
      read() {
        this.push(Buffer.from("half"));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(
      files.put(fileKeys.artwork("order-2", "c.pdf"), broken, "application/pdf"),
    ).rejects.toThrow();
    expect(readdirSync(path.join(dataDir, "artwork", "order-2"))).toEqual([]);
  });
});
