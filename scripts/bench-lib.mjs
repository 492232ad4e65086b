// The pieces of npm run bench (scripts/bench.mjs): starting the production server, measuring with
// autocannon, a signed-in session, and what a page sends (scripts, hydration data).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export const browserHeaders = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };

/** Starts `node server.js` (of `cwd`: another build) with `env` on `origin`'s port; resolves once it answers. */
export async function startServer(origin, env, { cwd, nodeOptions = [] } = {}) {
  const child = spawn(process.execPath, [...nodeOptions, "server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: new URL(origin).port,
      LOG_REQUESTS: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the server did not start");
}

export async function stopServer(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * CPU time (ms) the server process and its cluster workers have used so far, from /proc (Linux);
 * null elsewhere. Per request it is steadier than req/s on a shared machine: a neighbour's load or the
 * load generator on the same cores moves req/s by ±40 %, the CPU a request costs much less (ADR 045).
 */
export function serverCpuMs(child) {
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8");
    const pids = [child.pid, ...children.split(/\s+/).filter(Boolean).map(Number)];
    let ticks = 0;
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // After "(comm) ": state is field 3, utime and stime fields 14 and 15 (proc(5)).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * (1000 / USER_HZ);
  } catch {
    return null;
  }
}
/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture it runs on. */
const USER_HZ = 100;

/**
 * One autocannon run after a short warm-up (JIT, caches), so the first target isn't penalised; with the
 * server's child process, also the server CPU each answered request cost.
 */
export async function measure(title, options, { connections, duration }, server) {
  const once = (seconds) =>
    new Promise((resolve, reject) => {
      autocannon({ connections, headers: browserHeaders, ...options, duration: seconds }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  await once(2);
  // `server`: the server's child process, or a function reading the CPU of several (the two-host row).
  const cpuNow = () => (typeof server === "function" ? server() : server ? serverCpuMs(server) : null);
  const before = cpuNow();
  const result = await once(duration);
  const after = cpuNow();
  const answered = result.requests.total;
  const cpuPerRequest =
    before !== null && after !== null && answered > 0 ? (after - before) / answered : null;
  return { title, result, cpuPerRequest };
}

export function printTable(results) {
  console.info("target                           req/s     p50 ms   p99 ms   non-2xx   CPU ms/req");
  for (const { title, result, cpuPerRequest } of results) {
    const cpu = cpuPerRequest === null || cpuPerRequest === undefined ? "–" : cpuPerRequest.toFixed(2);
    console.info(
      `${title.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)} ${cpu.padStart(12)}`,
    );
  }
}

/** A cookie jar session: posts forms like a JS-off browser and keeps what the server sets. */
export function browserSession(origin) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (response) => {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name, value.join("="));
    }
    return response;
  };
  return {
    cookie,
    async get(path) {
      return keep(
        await fetch(`${origin}${path}`, {
          redirect: "manual",
          headers: { ...browserHeaders, cookie: cookie() },
        }),
      );
    },
    async post(path, form) {
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
      return keep(response);
    },
  };
}

/** Signs the demo customer in; `lines` cart lines of the product at different quantities. */
export async function signedInSession(origin, productPath, lines) {
  const session = browserSession(origin);
  const login = await session.post("/connexion/", {
    email: "marie.dupont@example.com",
    password: "PrestoDemo2026!",
  });
  if (login.status !== 303) throw new Error(`bench sign-in answered ${login.status}`);
  await addLines(session, productPath, lines);
  return session;
}

/** Adds `count` lines (each quantity its own line); fails loudly if the cart refuses one. */
export async function addLines(session, productPath, count, firstQuantity = 100) {
  for (let line = 0; line < count; line++) {
    const added = await session.post(productPath, {
      intent: "addToCart",
      quantity: String(firstQuantity + line * 50),
      delivery: "standard",
    });
    if (added.status !== 303) throw new Error(`bench add to cart answered ${added.status}`);
  }
}

/** The gzip size of each script a page's HTML loads (module scripts and modulepreloads). */
export function scriptSizes(html) {
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

/**
 * The configuration tag a product page sends its island (ADR 060), read from the page's hydration
 * data, where the key's string is followed by its value's (escaped inside the inline script).
 */
export function configurationTagIn(html) {
  const tag = /configurationTag\\?",\\?"([\w-]+)/.exec(html)?.[1];
  if (!tag) throw new Error("the product page sends no configuration tag");
  return tag;
}

/**
 * What a document carries for hydration (the loader data React Router streams into inline scripts),
 * as sent (a JS string literal) and decoded, next to the visible HTML (the page without scripts).
 */
export function hydrationSizes(html) {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => match[1],
  );
  const visible = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").length;
  const sent = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const decoded = chunks.reduce((sum, chunk) => sum + JSON.parse(chunk).length, 0);
  return { visible, sent, decoded };
}
