import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw } from "../tests/support/raw-http";
import { chooseEncoding, servePrecompressed } from "./precompressed-assets.js";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"];

  it("prefers brotli when the browser accepts both, whatever their order in the header", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("br;q=1.0, gzip;q=0.8, *;q=0.1", both)).toBe("br");
    expect(chooseEncoding("*", both)).toBe("br");
  });

  it("follows the browser's q-values, and falls back to gzip, then to the plain file", () => {
    expect(chooseEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseEncoding("GZIP", both)).toBe("gzip");
    expect(chooseEncoding("deflate", both)).toBe("identity");
    expect(chooseEncoding("identity", both)).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBe("identity");
    expect(chooseEncoding("", both)).toBe("identity");
    expect(chooseEncoding(undefined, both)).toBe("identity");
    expect(chooseEncoding("br;q=0.2, identity;q=0.9", both)).toBe("identity");
  });

  it("only offers the copies the file has", () => {
    expect(chooseEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe("identity");
    expect(chooseEncoding("br, gzip", [])).toBe("identity");
  });
});

describe("servePrecompressed behind compression()", () => {
  // Text that compresses well, large enough for compression() to act on the plain file.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  const style = `.card { color: red; }\n`.repeat(200);
  let directory: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "precompressed-"));
    writeFileSync(join(directory, "app-abc.js"), script);
    writeFileSync(join(directory, "app-abc.js.br"), brotliCompressSync(script));
    writeFileSync(join(directory, "app-abc.js.gz"), gzipSync(script, { level: 9 }));
    // A file with only a brotli copy (its gzip one was not smaller).
    writeFileSync(join(directory, "style-abc.css"), style);
    writeFileSync(join(directory, "style-abc.css.br"), brotliCompressSync(style));
    const app = express();
    app.use(compression());
    app.use("/assets", await servePrecompressed(directory, { immutable: true, maxAge: "1y", index: false }));
    app.use((_req, res) => res.status(404).send("not found"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("sends the brotli copy, typed and cached as the file, to a browser that accepts it", async () => {
    const answer = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body).toEqual(brotliCompressSync(script));
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("sends the gzip copy to a browser without brotli, and the plain file to one with neither", async () => {
    const gzipped = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    expect(gzipped.body).toEqual(gzipSync(script, { level: 9 }));

    const plain = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const none = await fetchRaw(`${origin}/assets/app-abc.js`, "GET");
    expect(none.body.toString()).toBe(script);
  });

  it("answers HEAD with the headers of the copy GET would send, and no body", async () => {
    const head = await fetchRaw(`${origin}/assets/app-abc.js`, "HEAD", "br");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(Number(head.headers["content-length"])).toBe(brotliCompressSync(script).length);
    expect(head.body.length).toBe(0);
  });

  it("revalidates each copy by its own validator", async () => {
    const first = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "br");
    const etag = String(first.headers.etag);
    const again = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "br", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    const gzipped = await fetchRaw(`${origin}/assets/app-abc.js`, "GET", "gzip");
    expect(gzipped.headers.etag).not.toBe(etag);
  });

  it("leaves a file without a fitting copy to compression(), which compresses it once", async () => {
    const answer = await fetchRaw(`${origin}/assets/style-abc.css`, "GET", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toMatch(/^text\/css/);
    expect(gunzipSync(answer.body).toString()).toBe(style);
    const brotli = await fetchRaw(`${origin}/assets/style-abc.css`, "GET", "br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(style);
  });

  it("passes an unknown asset on to the next handler without an encoding", async () => {
    const answer = await fetchRaw(`${origin}/assets/missing-abc.js`, "GET", "br");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe("not found");
  });
});
