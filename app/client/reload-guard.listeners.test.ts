import { afterEach, describe, expect, it, vi } from "vitest";
import { installChunkReloadGuard, RELOAD_GUARD_MS } from "./reload-guard";

/**
 * The installed guard, as an open tab lives it after a deployment: a chunk that no longer exists
 * reloads the page once, a second failure within 10 s doesn't loop, and unrelated errors are left
 * alone. A minimal window stands in for the browser (the suite runs in node).
 */
function fakeWindow() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  const win = Object.assign(target, {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    location: { reload },
  });
  return { win: win as unknown as Window, reload };
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

  it("leaves other errors alone, and stops listening once removed", () => {
    const { win, reload } = fakeWindow();
    const remove = installChunkReloadGuard(win);
    win.dispatchEvent(rejection(new Error("Cannot read properties of undefined")));
    expect(reload).not.toHaveBeenCalled();
    remove();
    win.dispatchEvent(rejection(chunkGone()));
    win.dispatchEvent(preloadError(chunkGone()));
    expect(reload).not.toHaveBeenCalled();
  });
});
