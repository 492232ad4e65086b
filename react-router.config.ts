import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every POST's origin is checked once, in the root middleware (app/server/request-guard.ts,
  // ADR 020): stricter than React Router's own check (Sec-Fetch-Site, "null" origins), applied to
  // resource routes too, and answered with the shop's 403 page. React Router's check would answer
  // page posts first with a bare 400, so it is handed over entirely.
  allowedActionOrigins: ["**"],
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
