// npm run bench:compare -- <old build dir> [<new build dir>] — what a change did to the request paths of
// issue 39 (ADR 092, 095), old and new builds interleaved so a shared machine's load falls on both alike.
// A build dir is a copy of the project after `npm run build` (build/, server/, server.js, package.json,
// node_modules or a link to it); the new one defaults to this project. Each round starts each build in
// turn, one process, page cache off, a fresh data dir, and measures the server CPU per request of
//   (b) the framework floor (/__bench/: middleware, root and shell, no route data; ADR 106, 108),
//   (c) the uncached product page, (g) add to cart as a new visitor, (h) add to cart signed in
// (the same targets as npm run bench), printing g/c and h/c: CPU per add as a share of the page's.
//   BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_DURATION (6 s), BENCH_PORT (3210)
//   BENCH_CPU_PROF=dir: the new build runs under node --cpu-prof, its profiles written there;
//   BENCH_TARGETS=gh: only those targets (a profile of the adds alone; b: the floor alone); default cgh
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { browserHeaders, measure, signedInSession, startServer, stopServer } from "./bench-lib.mjs";

const [oldDir, newDir = "."] = process.argv.slice(2);
if (!oldDir) {
  console.error("usage: npm run bench:compare -- <old build dir> [<new build dir>]");
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_DURATION ?? 6),
};
const PRODUCT_PATH = "/cartes-de-visite/standard/";
const origin = `http://localhost:${PORT}`;
const TARGETS = process.env.BENCH_TARGETS ?? "cgh";
const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;

/** One build, started fresh: the CPU per request of (b), (c), (g) and (h), those of TARGETS. */
async function round(dir, label) {
  const data = mkdtempSync(join(tmpdir(), "presto-bench-compare-"));
  const profiling = profileDir && label === "new";
  const server = await startServer(
    origin,
    {
      DATA_DIR: data,
      SESSION_SECRET: "bench-secret-not-for-production",
      WEB_CONCURRENCY: "1",
      PAGE_CACHE_TTL_MS: "0",
      ABUSE_LIMITS_FACTOR: "10000",
      // /__bench/ (b) exists only in bench mode; nothing else changes with it.
      BENCH: "1",
    },
    { cwd: resolve(dir), nodeOptions: profiling ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [] },
  );
  try {
    const session = await signedInSession(origin, PRODUCT_PATH, 1);
    const lineId = /editItem=([\w-]+)/.exec(await (await session.get("/panier/")).text())?.[1];
    if (!lineId) throw new Error("the bench cart shows no line to edit");
    const form = new URLSearchParams({ intent: "addToCart", quantity: "500", delivery: "standard" });
    const post = {
      method: "POST",
      body: form.toString(),
      headers: { ...browserHeaders, origin, "content-type": "application/x-www-form-urlencoded" },
    };
    const signedIn = { ...post, headers: { ...post.headers, cookie: session.cookie() } };
    const results = {};
    for (const [key, options] of [
      ["b", { url: `${origin}/__bench/` }],
      ["c", { url: `${origin}${PRODUCT_PATH}` }],
      ["g", { url: `${origin}${PRODUCT_PATH}`, ...post }],
      ["h", { url: `${origin}${PRODUCT_PATH}?editItem=${lineId}`, ...signedIn }],
    ].filter(([key]) => TARGETS.includes(key))) {
      const { result, cpuPerRequest } = await measure(key, options, load, server);
      // A refused add is cheaper than a real one: a round whose adds didn't all answer 303 counts nothing.
      const expected = key === "b" || key === "c" ? result.requests.total - result.non2xx : result.non2xx;
      if (expected !== result.requests.total) throw new Error(`${label} (${key}): unexpected answers`);
      results[key] = cpuPerRequest;
    }
    return results;
  } finally {
    await stopServer(server);
    rmSync(data, { recursive: true, force: true });
  }
}

const rows = [];
const measured = ["b", "c", "g", "h"].filter((key) => TARGETS.includes(key));
/** The targets measured, then each add's share of the page's CPU when both were measured. */
function describe(pick) {
  const figures = measured.map((key) => `(${key}) ${pick(key).toFixed(2)}`).join("  ");
  const shares = ["g", "h"]
    .filter((key) => measured.includes(key) && measured.includes("c"))
    .map((key) => `${key}/c ${(pick(key) / pick("c")).toFixed(2)}`)
    .join("  ");
  return shares ? `${figures}   ${shares}` : figures;
}
for (let index = 1; index <= ROUNDS; index++) {
  for (const [label, dir] of [
    ["old", oldDir],
    ["new", newDir],
  ]) {
    const row = { label, ...(await round(dir, label)) };
    rows.push(row);
    console.info(`round ${index} ${label}: CPU ms/req ${describe((key) => row[key])}`);
  }
}
const means = {};
for (const label of ["old", "new"]) {
  const mine = rows.filter((row) => row.label === label);
  means[label] = (key) => mine.reduce((sum, row) => sum + row[key], 0) / mine.length;
  console.info(`${label} mean: ${describe(means[label])}`);
}
// Pooled: the new build's total CPU per request over every round, as a share of the old build's.
console.info(
  `new/old (pooled): ${measured.map((key) => `(${key}) ${(means.new(key) / means.old(key)).toFixed(2)}×`).join("  ")}`,
);
