// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUILD_VERSION_PATH, DEPLOY_POLL_MS } from "./deploy-watch";
import { NewVersionNotice } from "./NewVersionNotice";

/**
 * An open tab noticing a new deployment (spec §4): it asks which build the server runs when the tab
 * comes back to the foreground and every few minutes, offers a reload, and "Later" puts this version
 * off. The server's build file is a stand-in answer here; what's checked is what the shopper sees.
 */
let served: unknown = { id: "build-1" };
const asked: string[] = [];

beforeEach(() => {
  (window as Window & { __reactRouterManifest?: { version: string } }).__reactRouterManifest = {
    version: "build-1",
  };
  window.sessionStorage.clear();
  served = { id: "build-1" };
  asked.length = 0;
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    if (served instanceof Error) throw served;
    return new Response(JSON.stringify(served), { status: served === null ? 503 : 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The tab comes back to the foreground, and the check it starts has been answered. */
async function comeBack() {
  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await act(async () => {});
}

const notice = () => screen.queryByText("A new version of the site is available.");

describe("NewVersionNotice", () => {
  it("offers a reload once the server runs a newer build, and 'Later' puts that build off", async () => {
    const user = userEvent.setup();
    render(<NewVersionNotice />);
    await comeBack();
    expect(asked).toEqual([BUILD_VERSION_PATH]);
    expect(notice()).toBeNull();

    served = { id: "build-2" };
    await comeBack();
    expect(notice()).not.toBeNull();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Later" }));
    expect(notice()).toBeNull();
    await comeBack();
    expect(notice()).toBeNull();

    served = { id: "build-3" };
    await comeBack();
    expect(notice()).not.toBeNull();
  });

  it("asks again every few minutes while the tab stays open", async () => {
    vi.useFakeTimers();
    render(<NewVersionNotice />);
    served = { id: "build-2" };
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(DEPLOY_POLL_MS));
    expect(asked).toHaveLength(1);
    expect(notice()).not.toBeNull();
  });

  it("says nothing while the build file can't be read", async () => {
    render(<NewVersionNotice />);
    served = new TypeError("offline");
    await comeBack();
    served = null;
    await comeBack();
    expect(asked).toHaveLength(2);
    expect(notice()).toBeNull();
  });
});
