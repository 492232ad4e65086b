/**
 * After a deployment, an open tab may ask for a chunk that no longer exists. The page reloads to pick
 * up the new build, but at most once every 10 s (spec §4), so a broken deployment can't loop.
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
    const last = Number(win.sessionStorage.getItem(STORAGE_KEY)) || null;
    const now = Date.now();
    if (!mayReload(last, now)) return;
    win.sessionStorage.setItem(STORAGE_KEY, String(now));
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
