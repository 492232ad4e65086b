// npm run bench:cart-stores — what the shared database adds to a signed-in cart view (issue 37 §4,
// ADR 079), measured where it is paid: the commerce API's POST cart for a signed-in customer with one
// line (what every signed-in page view asks), in-process (no HTTP, no page render: those cost the same
// on either database), once on SQLite and once on a throw-away PostgreSQL.
// For each: statements sent to the database per view (PostgreSQL's own count, pg_stat_statements-free:
// the backend's transactions, every statement being one), the API process's CPU per view, and on
// PostgreSQL the server's CPU per view too. CPU is counted over a fixed number of sequential views, so a
// neighbour's load on a shared machine changes it far less than a req/s figure (ADR 045).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createCommerceApi } from "../commerce-api";
import { DEMO_PASSWORD } from "../commerce-api/db/seed/accounts";
import { startPostgresServer } from "./services/postgres.mjs";

const VIEWS = Number(process.env.BENCH_VIEWS ?? 1000);
const HEADERS = { "fe-x-tenant": "fr", "fe-x-active-currency": "EUR" };
const VISITOR = "bench-visitor-0001";

/** CPU (ms) a process and its children (PostgreSQL's backends) have used, from /proc (Linux). */
function cpuMs(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean);
  let ticks = 0;
  for (const each of [pid, ...children.map(Number)]) {
    const stat = readFileSync(`/proc/${each}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

async function measure(label: string, databaseUrl?: string, server?: { pid: () => number; url: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-cart-stores-"));
  const api = createCommerceApi({ dataDir, databaseUrl, limits: { factor: 10_000 } });
  await api.ready;
  const call = async (method: string, url: string, body: unknown, token?: string) => {
    const response = await api.handler(
      new Request(`http://commerce.test${url}`, {
        method,
        body: JSON.stringify(body),
        headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    );
    if (response.status !== 200) throw new Error(`${method} ${url} answered ${response.status}`);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const login = await call("POST", "/api/v1/auth/login/", {
    email: "marie.dupont@example.com",
    password: DEMO_PASSWORD,
  });
  const token = String(login.access_token);
  const body = {
    forceCreate: false,
    anonymousUserId: VISITOR,
    currency: "EUR",
    country: "FR",
    locale: "fr-FR",
  };
  const cart = await call("POST", "/api/v1/cart", body, token);
  const item = {
    productId: "fr-business-cards",
    quantity: 250,
    merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
  };
  await call("PUT", `/api/v1/cart/${cart.id}/item`, item, token);
  const view = () => call("POST", "/api/v1/cart", body, token);
  for (let index = 0; index < 200; index++) await view();

  const stats = server ? new pg.Pool({ connectionString: server.url, max: 1 }) : null;
  const statements = async () => {
    if (!stats) return 0;
    // The statistics collector publishes a backend's counts when it goes idle; ask for a fresh snapshot.
    await stats.query("select pg_stat_clear_snapshot()");
    const { rows } = await stats.query(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0]?.n ?? 0);
  };
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const before = {
    api: process.cpuUsage(),
    server: server ? cpuMs(server.pid()) : 0,
    sent: await statements(),
  };
  for (let index = 0; index < VIEWS; index++) await view();
  const apiCpu = process.cpuUsage(before.api);
  const serverCpu = server ? cpuMs(server.pid()) - before.server : 0;
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const sent = (await statements()) - before.sent;
  await stats?.end();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
  const apiMs = (apiCpu.user + apiCpu.system) / 1000 / VIEWS;
  const serverMs = serverCpu / VIEWS;
  console.info(
    `${label.padEnd(12)} ${server ? (sent / VIEWS).toFixed(2).padStart(10) : "         -"} ${apiMs.toFixed(3).padStart(12)} ${server ? serverMs.toFixed(3).padStart(12) : "           -"} ${(apiMs + serverMs).toFixed(3).padStart(9)}`,
  );
  return apiMs + serverMs;
}

const postgres = await startPostgresServer();
try {
  const admin = new pg.Pool({ connectionString: postgres.url, max: 1 });
  await admin.query("create database presto template template0 encoding 'UTF8' locale 'C.UTF-8'");
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, "/presto");
  console.info(`signed-in POST cart (one line), ${VIEWS} sequential views after 200 to warm up`);
  console.info("database     statements  API CPU ms  server CPU ms  total ms");
  const sqlite = await measure("SQLite");
  const shared = await measure("PostgreSQL", databaseUrl, { pid: postgres.pid, url: databaseUrl });
  console.info(`PostgreSQL costs ${(shared - sqlite).toFixed(3)} ms more per signed-in view than SQLite`);
} finally {
  postgres.stop();
}
