import { existsSync, readFileSync } from "node:fs";

/**
 * The e2e servers playwright.config.ts starts, each with the data dir tests/e2e/start-server.mjs
 * wipes and marks. They are started side by side: Playwright starts its webServer entries one after
 * another, each waited for before the next, so four cluster start-ups (migrations, seed, workers)
 * added up instead of overlapping (ADR 097). This global setup is where they are waited for.
 */
export interface E2eServer {
  name: string;
  port: number;
  dataDir: string;
}

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHAOS_PORT = Number(process.env.E2E_CHAOS_PORT ?? 3101);
export const SHORT_SESSION_PORT = Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105);
/** A storefront on a standalone commerce API process (COMMERCE_API_URL): its port, the API's is next. */
export const REMOTE_API_SHOP_PORT = Number(process.env.E2E_REMOTE_API_PORT ?? PORT + 6);

export const E2E_SERVERS: readonly E2eServer[] = [
  { name: "shop", port: PORT, dataDir: ".data/e2e" },
  { name: "shop on a misbehaving upstream", port: CHAOS_PORT, dataDir: ".data/e2e-chaos" },
  { name: "shop with short sessions", port: SHORT_SESSION_PORT, dataDir: ".data/e2e-short-session" },
  { name: "shop on a standalone API", port: REMOTE_API_SHOP_PORT, dataDir: ".data/e2e-remote-shop" },
];

/**
 * This run's token, which each start-server.mjs writes beside its pid. Set once in the runner's
 * process when the config loads; the servers and the setup inherit it.
 */
process.env.E2E_RUN ??= `${process.pid}.${Date.now()}`;
export const E2E_RUN = process.env.E2E_RUN;

const WAIT_MS = 120_000;

/**
 * Ready when /robots.txt answers and the server answering is this run's: its start-server.mjs wrote
 * this run's token, and its primary is alive (a server left over from an earlier run on the port never
 * passes for ready). This run's token beside a primary that is gone: the start failed, say so at once.
 */
async function state(server: E2eServer, run: string): Promise<"ready" | "starting" | "exited"> {
  const marker = `${server.dataDir}/run`;
  if (!existsSync(marker) || readFileSync(marker, "utf8") !== run) return "starting";
  try {
    process.kill(Number(readFileSync(`${server.dataDir}/server.pid`, "utf8")), 0);
  } catch {
    return "exited";
  }
  const answer = await fetch(`http://localhost:${server.port}/robots.txt`).catch(() => null);
  return answer?.ok ? "ready" : "starting";
}

/** Polled every 100 ms, so no run waits longer than its slowest server. */
export async function waitForServers(servers: readonly E2eServer[], run: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  const pending = new Set(servers);
  const names = (list: Iterable<E2eServer>) =>
    [...list].map((server) => `${server.name} (:${server.port})`).join(", ");
  while (pending.size > 0) {
    for (const server of [...pending]) {
      const now = await state(server, run);
      if (now === "exited")
        throw new Error(`e2e server exited while starting: ${names([server])}; see its stderr above`);
      if (now === "ready") pending.delete(server);
    }
    if (pending.size === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `e2e servers not ready after ${WAIT_MS / 1000} s: ${names(pending)}; their stderr is above`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Playwright's global setup, run after the webServer commands are started: waits for all of them. */
export default async function globalSetup(): Promise<void> {
  await waitForServers(E2E_SERVERS, E2E_RUN ?? "");
}
