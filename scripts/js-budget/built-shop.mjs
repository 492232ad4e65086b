// Starts the production build on a throw-away database for the on-demand measurements (`npm run
// js-budget`, `npm run lighthouse`), as the e2e suite does (tests/e2e/start-server.mjs), and stops it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** The pages issue 38 §3 budgets, on the French shop (localhost); the cart holds one line. */
export const BUDGET_PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/flyers-et-depliants/" },
  { name: "product", path: "/cartes-de-visite/standard/" },
  { name: "cart", path: "/panier/" },
  { name: "search", path: "/recherche/?q=cartes" },
];

/** What the cart page is measured with: one line, added as the product page's form posts it. */
export const CART_LINE = { path: "/cartes-de-visite/standard/", form: { intent: "addToCart" } };

/** Puts the budget's cart line in a browser context's cart, as the product page's form posts it. */
export async function addCartLine(context, origin) {
  const added = await context.request.post(`${origin}${CART_LINE.path}`, {
    form: CART_LINE.form,
    maxRedirects: 0,
  });
  if (added.status() !== 303) throw new Error(`Adding the cart's line answered ${added.status()}`);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A free loopback port, unless the caller names one (e.g. a reserved range on a shared machine). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built shop (one process) and resolves when it answers; `stop()` ends it. */
export async function startBuiltShop({ port, dataDir }) {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No build: run `npm run build` first.");
  }
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ["tests/e2e/start-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(chosen),
      E2E_DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      DRAIN_SECONDS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${chosen}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The shop exited (${child.exitCode}) before answering.`);
    const answered = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The shop did not answer within 2 minutes.");
}
