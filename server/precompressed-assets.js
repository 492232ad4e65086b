// Fingerprinted assets compressed at build time (scripts/precompress-assets.mjs, ADR 094): `x.js.br`
// and `x.js.gz` beside `x.js` are sent, with the same caching as the file, to a browser that accepts
// them. The dynamic `compression()` sees the Content-Encoding and leaves them as they are.

import { readdir } from "node:fs/promises";
import { extname } from "node:path";
import express from "express";

/** The server's order when the browser accepts several equally: brotli is the smaller one. */
const PREFERENCE = ["br", "gzip"];
const SUFFIX = { br: ".br", gzip: ".gz" };

/**
 * The encoding to send, from an `Accept-Encoding` header and the encodings a file has on disk: the
 * highest q-value, and on a tie the server's preference. `identity` unless the browser accepts one.
 * @param {string | undefined} header
 * @param {readonly string[]} available
 * @returns {string}
 */
export function chooseEncoding(header, available) {
  if (!header) return "identity";
  const weights = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(value) ? value : 0);
  }
  const any = weights.get("*");
  // Identity is acceptable unless refused by name or by `*;q=0` (RFC 9110 §12.5.3).
  const weight = (name) => weights.get(name) ?? (name === "identity" ? (any ?? 1) : (any ?? 0));
  const accepted = PREFERENCE.filter((name) => available.includes(name) && weight(name) > 0);
  const best = accepted.reduce(
    (chosen, name) => (weight(name) > weight(chosen) ? name : chosen),
    accepted[0],
  );
  return best && weight(best) >= weight("identity") ? best : "identity";
}

/**
 * `express.static(root, options)` that sends a file's precompressed copy when one fits. The copies
 * are listed once at start-up (a build never changes under a running process).
 * @param {string} root
 * @param {Parameters<typeof express.static>[1]} options
 */
export async function servePrecompressed(root, options) {
  /** URL path of a file → the encodings it has a copy in. */
  const copies = new Map();
  for (const name of await readdir(root)) {
    const encoding = Object.keys(SUFFIX).find((key) => name.endsWith(SUFFIX[key]));
    if (!encoding) continue;
    const path = `/${name.slice(0, -SUFFIX[encoding].length)}`;
    copies.set(path, [...(copies.get(path) ?? []), encoding]);
  }
  const serve = express.static(root, options);
  return (req, res, next) => {
    const available = copies.get(req.path);
    if (!available || (req.method !== "GET" && req.method !== "HEAD")) return serve(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.get("Accept-Encoding"), available);
    if (encoding === "identity") return serve(req, res, next);
    res.setHeader("Content-Encoding", encoding);
    // The type of the file it stands for; `send` keeps a Content-Type already set.
    res.type(extname(req.path));
    req.url = `${req.path}${SUFFIX[encoding]}`;
    // A copy gone from the disk since start-up: the answer that follows must not claim its encoding.
    return serve(req, res, (error) => {
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}
