import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import type { Upstream } from "../app/server/api/api-client.server";
import { platformContext } from "../app/server/context.server";
import { serverEnv } from "../app/server/env.server";
import { createCommerceApi } from "../commerce-api";
import { accountSettingsFromEnv } from "../commerce-api/accounts/settings";

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
  const embedded = createCommerceApi({ dataDir: env.dataDir, accounts: accountSettingsFromEnv(process.env) });
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

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
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
