import { type RouteConfig, route } from "@react-router/dev/routes";

export default [route("__bench/bare", "routes/bare.tsx")] satisfies RouteConfig;
