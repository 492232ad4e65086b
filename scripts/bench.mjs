// npm run bench: builds, starts the production server, and measures in one run with autocannon,
// same connections and duration for each target:
//   (a) a static copy of the product page HTML served by the same Node process (the I/O floor)
//   (b) a minimal document route of the same app (the framework floor)
//   (c) the product page
//   (d) the quote round-trip through the product route's fetcher endpoint (when the route offers one)
//   (e) the cart page and (f) the orders page of a signed-in customer (a session the bench makes;
//       signed-in pages are never cached, so they always take the full path)
// It prints req/s, p50, p99, the ratios c/a and c/b, and the gzip size of the JS the product page loads.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PRODUCT_PATH = process.env.BENCH_PRODUCT_PATH ?? "/cartes-de-visite/standard/";
// The island's fetcher call: the product route's data URL for a changed selection ("METHOD path body").
const QUOTE_REQUEST =
  process.env.BENCH_QUOTE_REQUEST ??
  `GET ${PRODUCT_PATH}_.data?format=85x55&paper=coated-350&sides=4-4&lamination=none&corners=square&quantity=500&delivery=express&upload=upload&_routes=content-page`;
const origin = `http://localhost:${PORT}`;
const browserHeaders = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };

if (!process.argv.includes("--no-build")) {
  // The whole build: the cluster primary runs build/commerce-api/prepare.js (ADR 041).
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), "presto-bench-"));
const staticFile = join(work, "product.html");
writeFileSync(staticFile, "");

async function startServer(env) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the server did not start");
}

const baseEnv = {
  DATA_DIR: join(work, "data"),
  SESSION_SECRET: "bench-secret-not-for-production",
  BENCH: "1",
  BENCH_STATIC_FILE: staticFile,
  // Every bench request comes from 127.0.0.1: lift the per-client abuse limits (ADR 019) out of the way.
  ABUSE_LIMITS_FACTOR: "10000",
};

// First start: capture the product page HTML for the static floor, then restart serving it.
let server = await startServer(baseEnv);
const productHtml = await (await fetch(`${origin}${PRODUCT_PATH}`, { headers: browserHeaders })).text();
server.kill();
await new Promise((resolve) => server.once("exit", resolve));
writeFileSync(staticFile, productHtml);
server = await startServer(baseEnv);

/** The gzip size of each script a page's HTML loads (module scripts and modulepreloads). */
function scriptSizes(html) {
  const files = new Map();
  for (const match of [
    ...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import "(\/assets\/[^"]+\.js)"/g),
  ]) {
    const file = match[1];
    if (!files.has(file)) files.set(file, gzipSync(readFileSync(join("build/client", file))).length);
  }
  return { files, total: [...files.values()].reduce((sum, size) => sum + size, 0) };
}

/** Signs a demo customer in and puts a line in their cart: the cookies of that session. */
async function signedInSession() {
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const post = async (path, form) => {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...browserHeaders,
        origin,
        cookie: cookie(),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(form),
    });
    keep(response);
    return response;
  };
  const login = await post("/connexion/", { email: "marie.dupont@example.com", password: "PrestoDemo2026!" });
  if (login.status !== 303) throw new Error(`bench sign-in answered ${login.status}`);
  await post(PRODUCT_PATH, { intent: "addToCart", quantity: "500", delivery: "standard" });
  return cookie();
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION, headers: browserHeaders, ...options },
      (error, result) => (error ? reject(error) : resolve({ title, result })),
    );
  });
}

try {
  const targets = [
    ["(a) static copy", { url: `${origin}/__bench/static` }],
    ["(b) framework floor", { url: `${origin}/__bench/` }],
    ["(c) product page", { url: `${origin}${PRODUCT_PATH}` }],
  ];
  if (QUOTE_REQUEST) {
    const [method, path, ...body] = QUOTE_REQUEST.split(" ");
    targets.push(["(d) quote round-trip", { url: `${origin}${path}`, method, body: body.join(" ") }]);
  }
  const session = await signedInSession();
  const signedIn = { ...browserHeaders, cookie: session };
  targets.push(["(e) cart, signed in", { url: `${origin}/panier/`, headers: signedIn }]);
  targets.push(["(f) orders, signed in", { url: `${origin}/espace-client/commandes/`, headers: signedIn }]);
  const results = [];
  for (const [title, options] of targets) {
    // Warm up so JIT and caches don't count against the first target.
    await run(title, { ...options, duration: 2 });
    results.push(await run(title, options));
  }
  console.info(`\n${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.info("target                    req/s     p50 ms   p99 ms   non-2xx");
  for (const { title, result } of results) {
    console.info(
      `${title.padEnd(24)} ${String(Math.round(result.requests.average)).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)}`,
    );
  }
  const rate = (index) => results[index]?.result.requests.average ?? Number.NaN;
  const ratio = (title) => {
    const index = results.findIndex((entry) => entry.title === title);
    return index < 0 ? "n/a" : (rate(index) / rate(0)).toFixed(3);
  };
  console.info(`\nc/a = ${(rate(2) / rate(0)).toFixed(2)}   c/b = ${(rate(2) / rate(1)).toFixed(2)}`);
  console.info(
    `b/a = ${ratio("(b) framework floor")}   d/a = ${ratio("(d) quote round-trip")}` +
      `   e/a = ${ratio("(e) cart, signed in")}   f/a = ${ratio("(f) orders, signed in")}`,
  );

  const floorHtml = await (await fetch(`${origin}/__bench/`, { headers: browserHeaders })).text();
  const product = scriptSizes(productHtml);
  const floor = scriptSizes(floorHtml);
  const runtime = [...floor.files].filter(([file]) => /\/(entry\.client|jsx-runtime)-/.test(file));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(`product page JS: ${product.files.size} files, ${kb(product.total)} gzip`);
  console.info(
    `  of which the framework floor page's own JS: ${kb(floor.total)}` +
      ` (React + React Router runtime alone: ${kb(runtime.reduce((sum, [, size]) => sum + size, 0))})`,
  );
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
