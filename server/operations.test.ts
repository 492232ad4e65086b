import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serverEnv } from "../app/server/env.server";
import { observeRequest } from "../app/server/metrics.server";
import { RequestMetrics } from "../app/server/request-metrics.server";
import { resolveTenant } from "../app/server/tenant";
import { createOperations } from "./operations-wiring";
import type { ReadinessCheck } from "./readiness";

/**
 * The probes and /metrics as server/app.ts mounts them: first, in front of the rest of the app,
 * which here refuses any Host that names no tenant as React Router's root middleware does.
 */
const TOKEN = "operations-test-token-0123";
const ROUTES = {
  root: { id: "root", path: "" },
  "order-detail": { id: "order-detail", parentId: "root", path: "commandes/:id/" },
};
const up: ReadinessCheck = { name: "database", run: async () => {} };
const down: ReadinessCheck = {
  name: "database",
  run: async () => {
    throw new Error("the database is gone");
  },
};

const servers: Server[] = [];
let server: Server | undefined;
afterEach(() => {
  for (const running of servers.splice(0)) running.close();
});

function start(database: ReadinessCheck, drainSeconds = 0) {
  const env = { ...serverEnv(), staffIps: [], metricsToken: TOKEN, drainSeconds };
  const operations = createOperations({ env, routes: ROUTES, database, clusterWorker: false });
  const app = express();
  app.use(operations.routes);
  app.use((req, res) => {
    try {
      resolveTenant(req.headers.host, env.tenantDomains);
      res.status(404).send("the shop's 404 page");
    } catch {
      res.status(400).send("Tenant domain not valid");
    }
  });
  const listening = app.listen(0, "127.0.0.1");
  server = listening;
  servers.push(listening);
  return { operations, port: () => (listening.address() as AddressInfo).port };
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const sent = httpRequest({
        port,
        host: "127.0.0.1",
        path,
        headers: { host: "10.0.0.5:3000", ...headers },
      });
      sent.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}

describe("probes on a host that names no tenant (a balancer probing by IP)", () => {
  it("the rest of the app refuses that host, the probes answer it, uncached", async () => {
    const { port } = start(up);
    await new Promise((resolve) => server?.once("listening", resolve));
    expect((await get(port(), "/")).status).toBe(400);
    const health = await get(port(), "/healthz");
    expect(health).toMatchObject({ status: 200, body: "ok\n" });
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(health.headers["set-cookie"]).toBeUndefined();
    const ready = await get(port(), "/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz is 503 naming the database when it doesn't answer; /healthz stays 200", async () => {
    const { port } = start(down);
    await new Promise((resolve) => server?.once("listening", resolve));
    const ready = await get(port(), "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "unavailable", failing: ["database"] });
    expect((await get(port(), "/healthz")).status).toBe(200);
  });

  it("/readyz is 503 draining once draining began, which waits DRAIN_SECONDS only if someone probed", async () => {
    const { operations, port } = start(up, 1);
    await new Promise((resolve) => server?.once("listening", resolve));
    expect((await get(port(), "/readyz")).status).toBe(200);
    const started = Date.now();
    const drained = operations.drain();
    const ready = await get(port(), "/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "draining" });
    await drained;
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);

    const unwatched = start(up, 1).operations;
    const at = Date.now();
    await unwatched.drain();
    expect(Date.now() - at).toBeLessThan(500);
  });
});

describe("/metrics", () => {
  it("is the app's own unknown path without the token, Prometheus text with it, labelled by route", async () => {
    const { port } = start(up);
    await new Promise((resolve) => server?.once("listening", resolve));
    const metrics = new RequestMetrics();
    metrics.routePattern = "commandes/:id/";
    metrics.record({ method: "GET", path: "/api/v1/order/1234/", status: 429, durationMs: 3, attempt: 1 });
    observeRequest(metrics, "GET", 429);

    const hidden = await get(port(), "/metrics", { host: "localhost:3000" });
    expect(hidden).toMatchObject({ status: 404, body: "the shop's 404 page" });
    expect((await get(port(), "/metrics", { authorization: "Bearer wrong-token-0123456789" })).status).toBe(
      400,
    );

    const scraped = await get(port(), "/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraped.body).toMatch(
      /^http_requests_total\{route="order-detail",method="GET",status="429"\} \d+$/m,
    );
    expect(scraped.body).toMatch(/^abuse_limit_refusals_total\{endpoint="\/api\/v1\/order\/:id\/"\} \d+$/m);
    expect(scraped.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(scraped.body).toMatch(/^process_resident_memory_bytes /m);
  });
});
