import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    // The production server entry (express app + composition root) is built with the app,
    // so it shares module instances (router contexts) with the route modules.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
