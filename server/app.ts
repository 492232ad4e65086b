import "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import type { Upstream } from "../app/server/api/api-client.server";
import { platformContext } from "../app/server/context.server";
import { serverEnv } from "../app/server/env.server";
import { replayFromPageCache } from "../app/server/page-cache-fast-path.server";
import { createCommerceApi } from "../commerce-api";
import { accountSettingsFromEnv } from "../commerce-api/accounts/settings";
import { abuseLimitOptionsFromEnv } from "../commerce-api/http/abuse-limits";

/**
 * The composition root, built with the app so it shares the router context instances.
 * It picks the upstream once: the embedded commerce API in-process (default), or the shop's own
 * backend over HTTP when COMMERCE_API_URL is set.
 */
const env = serverEnv();

const EMBEDDED_BASE_URL = "http://commerce-api.internal";

function createUpstream(): { upstream: Upstream; baseUrl: string } {
  if (env.commerceApiUrl) {
    return { upstream: (request) => fetch(request), baseUrl: env.commerceApiUrl };
  }
  const embedded = createCommerceApi({
    dataDir: env.dataDir,
    accounts: accountSettingsFromEnv(process.env),
    limits: abuseLimitOptionsFromEnv(process.env),
  });
  embedded.ready.catch((error: unknown) => {
    console.error("The embedded commerce API could not start", error);
    process.exitCode = 1;
  });
  return { upstream: embedded.handler, baseUrl: EMBEDDED_BASE_URL };
}

const { upstream, baseUrl } = createUpstream();

export const app = express();
app.disable("x-powered-by");
if (env.trustProxy) app.set("trust proxy", true);

// A fresh cached page for an anonymous visitor is answered before React Router (ADR 018).
app.use(async (req, res, next) => {
  const cached = await replayFromPageCache({
    method: req.method,
    url: req.originalUrl,
    headers: req.headers,
    socketAddress: req.socket.remoteAddress ?? null,
  });
  if (!cached) return next();
  res.writeHead(cached.status, cached.headers.flat());
  res.end(cached.body);
});

app.use(
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router re-derives its
    // route tree (flatten, rank, compile every path) on every request. In development Vite
    // re-evaluates this module when the build changes, so HMR still works.
    build: serverBuild,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(platformContext, {
        upstream,
        upstreamBaseUrl: baseUrl,
        socketAddress: req.socket.remoteAddress ?? null,
      });
      return context;
    },
  }),
);
