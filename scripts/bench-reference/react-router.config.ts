import type { Config } from "@react-router/dev/config";
import storefront from "../../react-router.config";

// The storefront's framework settings (future flags, SSR), built where npm run bench says.
export default {
  ...storefront,
  buildDirectory: process.env.BENCH_REFERENCE_BUILD ?? "build",
} satisfies Config;
