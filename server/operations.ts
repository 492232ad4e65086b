import type { NextFunction, Request, RequestHandler, Response } from "express";
import { logger } from "../app/server/logger.server";
import { type MetricsAccessRule, mayReadMetrics } from "./metrics-access";
import type { MetricsSource } from "./metrics-text";
import type { Readiness } from "./readiness";

/**
 * What a load balancer and an operator ask a storefront process (ADR 068), answered before the Host
 * check, the page cache and React Router: a balancer probes by IP, with whatever Host that gives
 * (`10.0.0.5:3000`), and a probe must not read cookies, pick a tenant or touch the page cache.
 *
 * - GET /healthz: the process is alive (200, no other work).
 * - GET /readyz: send it traffic? 503 while draining or while a dependency doesn't answer.
 * - GET /metrics: Prometheus text, to STAFF_IPS or a bearer of METRICS_TOKEN; for anyone else the
 *   request goes on as any unknown path would (the shop's 404), so the endpoint isn't advertised.
 */
export interface OperationsOptions {
  readiness: Readiness;
  metrics: MetricsSource;
  access: MetricsAccessRule;
}

type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

/**
 * One middleware with a table lookup rather than an express Router: it runs on every request, and
 * a Router's layer matching cost measurably more on a page-cache hit.
 */
export function operationsRoutes({ readiness, metrics, access }: OperationsOptions): RequestHandler {
  const handlers = new Map<string, Handler>([
    ["/healthz", (_req, res) => healthz(res)],
    ["/readyz", (_req, res) => readyz(res, readiness)],
    ["/metrics", (req, res, next) => metricsText(req, res, next, metrics, access)],
  ]);
  return (req, res, next) => {
    const handler = req.method === "GET" || req.method === "HEAD" ? handlers.get(req.path) : undefined;
    if (!handler) return next();
    Promise.resolve(handler(req, res, next)).catch(next);
  };
}

function healthz(res: Response): void {
  res.setHeader("cache-control", "no-store");
  res.type("text/plain").send("ok\n");
}

async function readyz(res: Response, readiness: Readiness): Promise<void> {
  const { status, body } = await readiness.answer();
  res.setHeader("cache-control", "no-store");
  res.status(status).json(body);
}

async function metricsText(
  req: Request,
  res: Response,
  next: NextFunction,
  metrics: MetricsSource,
  access: MetricsAccessRule,
): Promise<void> {
  const allowed = mayReadMetrics(
    {
      authorization: req.headers.authorization,
      forwardedFor: req.headers["x-forwarded-for"]?.toString(),
      socketAddress: req.socket.remoteAddress ?? null,
    },
    access,
  );
  if (!allowed) return next();
  res.setHeader("cache-control", "no-store");
  try {
    const text = await metrics.text();
    res.setHeader("content-type", metrics.contentType);
    res.send(text);
  } catch (error) {
    logger.error({ err: error }, "metrics could not be gathered");
    res.status(503).type("text/plain").send("metrics unavailable\n");
  }
}
