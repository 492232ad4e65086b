// `npm run build`, after the client build: a brotli (quality 11) and a gzip (level 9) copy beside every
// compressible fingerprinted asset (`x.js.br`, `x.js.gz`), kept only where smaller than the file. The
// server sends them to browsers that accept them (server/precompressed-assets.js, ADR 094): the
// dynamic `compression()` uses brotli quality 4, about gzip's size, and pays for it on every request;
// quality 11 is 12 % smaller on this build's JS and too slow to run per request.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const DIRECTORY = process.argv[2] ?? "build/client/assets";
/** Text formats; fonts (woff2 is brotli inside) and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the smaller-than-original encodings of one file; returns the bytes of each version. */
async function precompress(path) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const sizes = { identity: source.length, br: 0, gzip: 0 };
  for (const [encoding, suffix, body] of [
    ["br", ".br", br],
    ["gzip", ".gz", gz],
  ]) {
    // A stale copy from an earlier build of the same name must not outlive a decision not to write one.
    if (body.length < source.length) {
      await writeFile(path + suffix, body);
      sizes[encoding] = body.length;
    } else await rm(path + suffix, { force: true });
  }
  return sizes;
}

const names = (await readdir(DIRECTORY)).filter((name) => COMPRESSIBLE.test(name));
const totals = { identity: 0, br: 0, gzip: 0 };
// zlib runs on libuv's thread pool: a few files at a time keep its threads busy without queuing all.
for (let start = 0; start < names.length; start += 8) {
  const batch = names.slice(start, start + 8).map((name) => precompress(join(DIRECTORY, name)));
  for (const sizes of await Promise.all(batch)) {
    for (const key of Object.keys(totals)) totals[key] += sizes[key] || sizes.identity;
  }
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.info(
  `precompressed ${names.length} assets: ${kb(totals.identity)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
);
