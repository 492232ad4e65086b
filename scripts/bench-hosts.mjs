// npm run bench's multi-host rows (issue 37 §4): the product page and a signed-in cart on
//   (h1) one host on SQLite (today's default),
//   (h2) one host on PostgreSQL + Redis (what every host of a multi-host shop runs on), and
//   (h3) two hosts through nginx on PostgreSQL + Redis,
// on BENCH_PORT (one host, then the balancer on +3 and the two hosts on +1, +2),
// the same number of storefront processes in each (this machine's cores), so the difference per request is
// what the shared stores and the balancer cost. CPU per request is given for the storefront processes and
// for everything (plus PostgreSQL, Redis, nginx). Then, on paper, what a third host would add.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  browserHeaders,
  measure,
  serverCpuMs,
  signedInSession,
  startServer,
  stopServer,
} from "./bench-lib.mjs";
import { startNginxBalancer } from "./services/nginx.mjs";
import { startPostgresServer } from "./services/postgres.mjs";
import { startRedisServer } from "./services/redis.mjs";

/**
 * CPU of the storefront processes and of the shared services (PostgreSQL, Redis, nginx), read at the same
 * instants: `measure` reads the total before and after its run, and the split is kept beside it.
 */
function cpuMeter(storefront, services = () => []) {
  const readings = [];
  const sum = (pids) => pids.reduce((total, pid) => total + (serverCpuMs({ pid }) ?? Number.NaN), 0);
  return {
    read() {
      const reading = { storefront: sum(storefront()), services: sum(services()) };
      readings.push(reading);
      return reading.storefront + reading.services;
    },
    /** The last run's CPU (ms) of each side. */
    lastRun() {
      const [before, after] = readings.slice(-2);
      return { storefront: after.storefront - before.storefront, services: after.services - before.services };
    },
  };
}

async function rows(label, origin, productPath, load, meter) {
  const session = await signedInSession(origin, productPath, 1);
  const targets = [
    ["product page", { url: `${origin}${productPath}` }],
    [
      "cart, signed in",
      { url: `${origin}/panier/`, headers: { ...browserHeaders, cookie: session.cookie() } },
    ],
  ];
  const results = [];
  for (const [page, options] of targets) {
    const result = await measure(`${label} ${page}`, options, load, meter.read);
    const answered = Math.max(1, result.result.requests.total);
    const { storefront, services } = meter.lastRun();
    results.push({ ...result, page, storefrontMs: storefront / answered, servicesMs: services / answered });
  }
  return results;
}

/** A server left on one of the ports would answer in place of the one started for a row. */
async function ensureFree(ports) {
  for (const candidate of ports) {
    const answered = await fetch(`http://127.0.0.1:${candidate}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered)
      throw new Error(`port ${candidate} is in use: the multi-host rows need ${ports.join(", ")}`);
  }
}

export async function hostsTable({ port, productPath, load, workers, baseEnv }) {
  await ensureFree([port, port + 1, port + 2, port + 3]);
  const work = mkdtempSync(join(tmpdir(), "presto-bench-hosts-"));
  const started = [];
  const results = [];
  try {
    const one = `http://localhost:${port}`;
    let host = await startServer(one, {
      ...baseEnv,
      DATA_DIR: join(work, "sqlite"),
      WEB_CONCURRENCY: String(workers),
    });
    results.push(
      ...(await rows(
        "(h1) 1 host, SQLite:",
        one,
        productPath,
        load,
        cpuMeter(() => [host.pid]),
      )),
    );
    await stopServer(host);

    const postgres = await startPostgresServer();
    started.push(() => postgres.stop());
    const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
    await admin.query("create database presto template template0 encoding 'UTF8' locale 'C.UTF-8'");
    await admin.end();
    const redis = await startRedisServer();
    started.push(() => redis.dispose());
    const shared = {
      ...baseEnv,
      DATA_DIR: join(work, "files"),
      DATABASE_URL: postgres.url.replace(/\/postgres$/, "/presto"),
      REDIS_URL: redis.url,
      TRUST_PROXY: "true",
    };
    const stores = () => [postgres.pid(), redis.pid()];
    host = await startServer(one, { ...shared, WEB_CONCURRENCY: String(workers) });
    results.push(
      ...(await rows(
        "(h2) 1 host, PG + Redis:",
        one,
        productPath,
        load,
        cpuMeter(() => [host.pid], stores),
      )),
    );
    await stopServer(host);

    // Two hosts of half the processes each: the same storefront processes as (h1) and (h2) on these cores.
    const perHost = String(Math.max(1, Math.floor(workers / 2)));
    const hosts = await Promise.all(
      [port + 1, port + 2].map((hostPort) =>
        startServer(`http://localhost:${hostPort}`, { ...shared, WEB_CONCURRENCY: perHost }),
      ),
    );
    started.push(() => Promise.all(hosts.map(stopServer)));
    const nginx = await startNginxBalancer(port + 3, [port + 1, port + 2]);
    started.push(() => nginx.stop());
    results.push(
      ...(await rows(
        "(h3) 2 hosts, nginx:",
        nginx.origin,
        productPath,
        load,
        cpuMeter(
          () => hosts.map((child) => child.pid),
          () => [...stores(), nginx.pid],
        ),
      )),
    );
  } finally {
    for (const stop of started.reverse()) await stop();
    rmSync(work, { recursive: true, force: true });
  }
  console.info(`\nOne shop on several hosts (issue 37 §4): ${workers} storefront process(es) in every row`);
  printHostRows(results);
  printSharedCosts(results, workers);
}

function printHostRows(results) {
  console.info(
    "target                                      req/s   p50 ms   p99 ms  non-2xx   CPU ms/req: storefront  services  total",
  );
  for (const { title, result, storefrontMs, servicesMs } of results) {
    const cells = [
      Math.round(result.requests.average),
      result.latency.p50,
      result.latency.p99,
      result.non2xx,
    ];
    console.info(
      `${title.padEnd(40)} ${cells.map((cell, index) => String(cell).padStart(index === 0 ? 8 : 8)).join(" ")} ${storefrontMs.toFixed(2).padStart(23)} ${servicesMs.toFixed(2).padStart(9)} ${(storefrontMs + servicesMs).toFixed(2).padStart(6)}`,
    );
  }
}

/** The shared stores' and the balancer's cost per request, and a third host on paper. */
function printSharedCosts(results, workers) {
  const percent = (value, base) =>
    `${value >= base ? "+" : ""}${(((value - base) / base) * 100).toFixed(1)} %`;
  const row = (prefix, page) =>
    results.find((entry) => entry.title.startsWith(prefix) && entry.page === page);
  for (const page of ["product page", "cart, signed in"]) {
    const [h1, h2, h3] = ["(h1)", "(h2)", "(h3)"].map((prefix) => row(prefix, page));
    const total = (entry) => entry.storefrontMs + entry.servicesMs;
    console.info(
      `${page}: CPU per request, everything counted: 1 host on SQLite ${total(h1).toFixed(2)} ms; 1 host on PostgreSQL + Redis ${total(h2).toFixed(2)} ms (${percent(total(h2), total(h1))}); 2 hosts behind nginx ${total(h3).toFixed(2)} ms (${percent(total(h3), total(h1))}; target ≤ +10 %)`,
    );
    // On paper: a host of `workers` cores serves workers × 1000 / (its CPU per request) req/s; the services'
    // CPU per request is what each request asks of the database machine, which caps how many hosts help.
    const perHost = (workers * 1000) / h3.storefrontMs;
    const serviceCapacity = (workers * 1000) / h3.servicesMs;
    console.info(
      `  on paper, a third host of ${workers} cores adds ≈ ${Math.round(perHost)} req/s (3 hosts ≈ ${Math.round(3 * perHost)} req/s) while a ${workers}-core machine for PostgreSQL + Redis + nginx carries ≈ ${Math.round(serviceCapacity)} req/s (${h3.servicesMs.toFixed(2)} ms each), i.e. ≈ ${Math.floor(serviceCapacity / perHost)} such hosts`,
    );
  }
}
