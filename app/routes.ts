import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("sitemap-lp.xml", "routes/sitemap.ts", { id: "sitemap-lp" }),
  route("old-sitemap.xml", "routes/sitemap.ts", { id: "old-sitemap" }),
  route("api/v1/*", "routes/api-proxy.ts"),
  route("session/currency", "routes/session-currency.ts"),
  route("__bench", "routes/bench-floor.tsx"),
  // Every other path is a content page resolved through the tenant's url map ("*" does not match "/").
  index("routes/content-page.tsx", { id: "home" }),
  route("*", "routes/content-page.tsx", { id: "content-page" }),
] satisfies RouteConfig;
