import { readStored, writeStored } from "./stored-value";

/**
 * After a deployment, an open tab may ask for a chunk that no longer exists. The page reloads to pick
 * up the new build, but at most once every 10 s (spec §4), so a broken deployment can't loop. The
 * last reload is a stored value (spec §3 storage record) expiring after those 10 s.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "presto:last-chunk-reload";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

/** Installs the listeners; returns a function that removes them. Browser only. */
export function installChunkReloadGuard(win: Window = window): () => void {
  const reloadOnce = () => {
    const now = Date.now();
    if (!mayReload(readStored<number>(win.sessionStorage, STORAGE_KEY, now), now)) return;
    writeStored(win.sessionStorage, STORAGE_KEY, now, { expiry: RELOAD_GUARD_MS / 1000, unit: "s" }, now);
    win.location.reload();
  };
  const onPreloadError = (event: Event) => {
    // Vite's preload helper: a failed CSS preload is suppressed (spec §8), a failed JS chunk reloads.
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    if (isChunkLoadError(payload)) reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    win.removeEventListener("vite:preloadError", onPreloadError);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
