import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * What a load balancer and an operator ask the production build (issue 37 §2, ADR 068), at the HTTP
 * level (runs once): the probes answer whatever Host a balancer probing by IP sends, /metrics is
 * hidden without its token and labelled by route with it, and SIGTERM drains: /readyz fails first,
 * an in-flight request still completes, then the whole cluster exits 0.
 */
const PORT = Number(new URL(FR).port);
const METRICS_TOKEN = "e2e-metrics-token-not-for-production";
/** The drain test's own storefront and slow upstream, beside the suite's servers. */
const DRAIN_PORT = Number(process.env.E2E_DRAIN_PORT ?? PORT + 40);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a fresh connection (a keep-alive pool would pin one cluster worker), any Host. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ port, host: "127.0.0.1", path, headers, agent: false });
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
  });
}

const BALANCER = { host: "10.0.0.5:3000" };

test.describe("probes and metrics", { tag: "@http" }, () => {
  test("/healthz and /readyz answer a balancer probing by IP, uncached and without cookies", async () => {
    expect((await get(PORT, "/", BALANCER)).status).toBe(400);
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await get(PORT, path, BALANCER);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(JSON.parse((await get(PORT, "/readyz", BALANCER)).body)).toEqual({ status: "ready" });
  });

  test("/metrics is an unknown page without the token, and counts served pages by route with it", async ({
    request,
  }) => {
    const hidden = await request.get(`${FR}/metrics`);
    const unknown = await request.get(`${FR}/metrique-inconnue`);
    expect(hidden.status()).toBe(404);
    expect(unknown.status()).toBe(404);
    const wrong = await request.get(`${FR}/metrics`, {
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status()).toBe(404);

    expect((await request.get(`${FR}/panier/`)).status()).toBe(200);
    const scraped = await get(PORT, "/metrics", { ...BALANCER, authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraped.status).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    // The cart screen's route id, whichever worker served it: the primary sums both workers.
    expect(scraped.body).toMatch(
      /^http_requests_total\{route="[^"]*cart[^"]*",method="GET",status="200"\} \d+$/m,
    );
    expect(scraped.body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",route=/m);
    expect(scraped.body).toMatch(/^upstream_request_duration_seconds_count\{endpoint="\/api\/v1\/[^"]*",/m);
    expect(scraped.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(scraped.body).toMatch(/^process_resident_memory_bytes \d+/m);
    // No raw path ever becomes a label: the 404s above are counted under a route id.
    expect(scraped.body).not.toContain("metrique-inconnue");
  });
});

/** Resolves with the exit code, or null if the process is still running after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function untilAnswered(port: number, path: string, deadline: number): Promise<Answer> {
  for (;;) {
    try {
      return await get(port, path);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test.describe("draining on SIGTERM", { tag: "@http" }, () => {
  test("readiness fails first, in-flight and new requests are served, then the cluster exits 0", async () => {
    test.setTimeout(120_000);
    const upstreamPort = DRAIN_PORT + 1;
    // A commerce API whose /slow/ page answers after 5 s (tests/e2e/chaos-upstream.mjs).
    const upstream = spawn("node", ["tests/e2e/chaos-upstream.mjs"], {
      env: { ...process.env, CHAOS_PORT: String(upstreamPort) },
      stdio: "ignore",
    });
    const storefront = spawn("node", ["tests/e2e/start-server.mjs"], {
      env: {
        ...process.env,
        PORT: String(DRAIN_PORT),
        COMMERCE_API_URL: `http://127.0.0.1:${upstreamPort}`,
        E2E_DATA_DIR: ".data/e2e-drain",
        WEB_CONCURRENCY: "2",
        DRAIN_SECONDS: "2",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    try {
      const host = { host: `localhost:${DRAIN_PORT}` };
      expect((await untilAnswered(DRAIN_PORT, "/healthz", Date.now() + 60_000)).status).toBe(200);
      // A balancer polling both workers: each one knows someone watches its readiness.
      for (let probe = 0; probe < 4; probe++) expect((await get(DRAIN_PORT, "/readyz")).status).toBe(200);

      const slow = get(DRAIN_PORT, "/slow/", host);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stopped = exitWithin(storefront, 30_000);
      storefront.kill("SIGTERM");

      const draining = await get(DRAIN_PORT, "/readyz");
      expect(draining.status).toBe(503);
      expect(JSON.parse(draining.body)).toEqual({ status: "draining" });
      // Still served while the balancer notices, each answer closing its connection.
      const during = await get(DRAIN_PORT, "/robots.txt", host);
      expect(during.status).toBe(200);
      expect(during.headers.connection).toBe("close");

      const completed = await slow;
      expect(completed.status).toBe(200);
      expect(completed.body).toContain("Healthy page slow");
      expect(await stopped).toBe(0);
      await expect(get(DRAIN_PORT, "/healthz")).rejects.toThrow();
    } finally {
      storefront.kill("SIGKILL");
      upstream.kill("SIGKILL");
    }
  });
});
