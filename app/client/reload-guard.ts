import { ROUTE_MODULE_FAILED } from "./route-module-failed";
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

type GuardWindow = Pick<Window, "sessionStorage">;

type ManifestWindow = {
  __reactRouterManifest?: { routes?: Record<string, { module?: string } | undefined> };
};

/** Whether a chunk error names one of the route modules React Router knows (it names the module asked for). */
export function namesRouteModule(error: unknown, win: Window): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const routes = (win as unknown as ManifestWindow).__reactRouterManifest?.routes ?? {};
  return Object.values(routes).some((route) => route?.module !== undefined && message.includes(route.module));
}

/** Takes the one reload of the next 10 s: true (and stored) when allowed, false otherwise. */
export function claimReload(win: GuardWindow, now = Date.now()): boolean {
  if (!mayReload(readStored<number>(win.sessionStorage, STORAGE_KEY, now), now)) return false;
  writeStored(win.sessionStorage, STORAGE_KEY, now, { expiry: RELOAD_GUARD_MS / 1000, unit: "s" }, now);
  return true;
}

type Address = { pathname: string; search: string; hash: string };
type RouterWindow = { __reactRouterDataRouter?: { state: { navigation: { location?: Address } } } };

/** Where the tab was going: the navigation under way (the link clicked), else where it is. */
export function askedAddress(win: Window): string {
  const address: Address =
    (win as unknown as RouterWindow).__reactRouterDataRouter?.state.navigation.location ?? win.location;
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * What React Router's loadRouteModule returns for a module that failed to load: the page the shopper
 * asked for loaded afresh (a promise that never settles while it does), or, within 10 s of the last
 * such reload, a module whose component throws the error, so the root ErrorBoundary shows it.
 */
export function routeModuleFailed(win: Window, error: unknown): Promise<never> | { default: () => never } {
  if (claimReload(win)) {
    win.location.assign(askedAddress(win));
    return new Promise<never>(() => {});
  }
  return {
    default: () => {
      throw error;
    },
  };
}

/** Installs the listeners; returns a function that removes them. Browser only. */
export function installChunkReloadGuard(win: Window = window): () => void {
  const slot = win as unknown as Record<string, unknown>;
  slot[ROUTE_MODULE_FAILED] = (error: unknown) => routeModuleFailed(win, error);
  const reloadOnce = () => {
    if (claimReload(win)) win.location.reload();
  };
  const onPreloadError = (event: Event) => {
    // Vite's preload helper: a failed CSS preload is suppressed (spec §8), a failed JS chunk reloads.
    event.preventDefault();
    const payload = (event as Event & { payload?: unknown }).payload;
    if (isChunkLoadError(payload)) reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    // A route module's failure also surfaces here (React Router loads a route's lazy parts side by
    // side): the router reports it at the address asked for, and useChunkErrorReload decides there.
    if (isChunkLoadError(event.reason) && !namesRouteModule(event.reason, win)) reloadOnce();
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    delete slot[ROUTE_MODULE_FAILED];
    win.removeEventListener("vite:preloadError", onPreloadError);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
