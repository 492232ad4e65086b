import { afterEach, describe, expect, it, vi } from "vitest";
import { onSettledResize, RESIZE_REFRESH_MS } from "./resize-refresh";

afterEach(() => vi.useRealTimers());

describe("onSettledResize", () => {
  it("refreshes once, 50 ms after the last resize event, and not after removal", () => {
    vi.useFakeTimers();
    const win = new EventTarget() as unknown as Window;
    const refresh = vi.fn();
    const remove = onSettledResize(win, refresh);
    for (let frame = 0; frame < 5; frame++) {
      win.dispatchEvent(new Event("resize"));
      vi.advanceTimersByTime(16);
    }
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RESIZE_REFRESH_MS - 16);
    expect(refresh).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event("resize"));
    remove();
    vi.advanceTimersByTime(RESIZE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
