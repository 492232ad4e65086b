import { afterEach, describe, expect, it, vi } from "vitest";
import { installChunkReloadGuard, RELOAD_GUARD_MS } from "./reload-guard";
import { ROUTE_MODULE_FAILED } from "./route-module-failed";

/**
 * The installed guard, as an open tab lives it after a deployment: a chunk that no longer exists
 * reloads the page once, a second failure within 10 s doesn't loop, and unrelated errors are left
 * alone. A minimal window stands in for the browser (the suite runs in node).
 */
function fakeWindow() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const assign = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    location: { reload, assign, pathname: "/affiches/", search: "", hash: "" },
  });
  return { win: win as unknown as Window, reload, assign };
}

function preloadError(payload: unknown) {
  return Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
}

function rejection(reason: unknown) {
  return Object.assign(new Event("unhandledrejection"), { reason });
}

const chunkGone = () => new TypeError("Failed to fetch dynamically imported module: /assets/route-abc.js");

afterEach(() => vi.useRealTimers());

describe("installed chunk reload guard", () => {
  it("reloads once for a missing chunk, not again within 10 s, and again after", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { win, reload } = fakeWindow();
    installChunkReloadGuard(win);
    win.dispatchEvent(rejection(chunkGone()));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS - 1);
    win.dispatchEvent(rejection(chunkGone()));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + RELOAD_GUARD_MS);
    win.dispatchEvent(rejection(chunkGone()));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("a failed JS preload reloads; a failed CSS preload is only suppressed", () => {
    const { win, reload } = fakeWindow();
    installChunkReloadGuard(win);
    const css = preloadError(new Error("Unable to preload CSS for /assets/route.css"));
    win.dispatchEvent(css);
    expect(css.defaultPrevented).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    const js = preloadError(chunkGone());
    win.dispatchEvent(js);
    expect(js.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves a route module's failure to the router, which shows where the shopper was going", () => {
    const { win, reload } = fakeWindow();
    Object.assign(win, {
      __reactRouterManifest: { routes: { "routes/cart": { module: "/assets/route-abc.js" } } },
    });
    installChunkReloadGuard(win);
    win.dispatchEvent(rejection(chunkGone()));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(
      rejection(new TypeError("Failed to fetch dynamically imported module: /assets/other.js")),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a route module that failed loads the address clicked once, then hands the error to the error view", async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const { win, reload, assign } = fakeWindow();
    Object.assign(win, {
      __reactRouterDataRouter: {
        state: { navigation: { location: { pathname: "/panier/", search: "?added=1", hash: "" } } },
      },
    });
    installChunkReloadGuard(win);
    const failed = (win as unknown as Record<string, (error: unknown) => unknown>)[ROUTE_MODULE_FAILED];
    if (!failed) throw new Error("the guard answers failed route modules");
    expect(failed(chunkGone())).toBeInstanceOf(Promise);
    expect(assign).toHaveBeenCalledWith("/panier/?added=1");
    // Within 10 s: the module answered renders the error, nothing reloads.
    vi.setSystemTime(2_000_000 + RELOAD_GUARD_MS - 1);
    const answered = failed(chunkGone()) as { default: () => never };
    expect(answered.default).toThrow(/Failed to fetch dynamically imported module/);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves other errors alone, and stops listening once removed", () => {
    const { win, reload } = fakeWindow();
    const remove = installChunkReloadGuard(win);
    win.dispatchEvent(rejection(new Error("Cannot read properties of undefined")));
    expect(reload).not.toHaveBeenCalled();
    remove();
    expect(ROUTE_MODULE_FAILED in win).toBe(false);
    win.dispatchEvent(rejection(chunkGone()));
    win.dispatchEvent(preloadError(chunkGone()));
    expect(reload).not.toHaveBeenCalled();
  });
});
