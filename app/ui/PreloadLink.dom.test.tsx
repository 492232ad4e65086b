// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { preloadLinkVariants } from "./PreloadLink";

/**
 * The browser's PreloadLink: intent (hover, focus, touch) held for 100 ms preloads the page, at most
 * four at once across the page (spec §9); a plain click navigates on the client.
 */
const Link = preloadLinkVariants.client;

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function Menu({ count = 1 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Link key={index} to={`/page-${index}/`}>{`Page ${index}`}</Link>
      ))}
      <Link to="https://example.com/">Elsewhere</Link>
      <Where />
    </>
  );
}

function renderMenu(count?: number) {
  const pages = Array.from({ length: 6 }, (_, index) => ({ path: `/page-${index}/`, Component: Where }));
  const Stub = createRoutesStub([{ path: "/", Component: () => <Menu count={count} /> }, ...pages]);
  render(<Stub initialEntries={["/"]} />);
}

const link = (name: string) => screen.getByRole("link", { name });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("PreloadLink in the browser", () => {
  it("preloads a page after 100 ms of hover, not for a pointer passing over", () => {
    renderMenu();
    fireEvent.mouseEnter(link("Page 0"));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseLeave(link("Page 0"));
    act(() => vi.advanceTimersByTime(200));
    expect(link("Page 0").getAttribute("data-preload")).toBeNull();

    fireEvent.focus(link("Page 0"));
    act(() => vi.advanceTimersByTime(100));
    expect(link("Page 0").getAttribute("data-preload")).toBe("loading");
    expect(document.querySelector('.route-preload[data-page="/page-0/"]')).not.toBeNull();
    // Files already here: nothing reports back, so the slot is given up after a while.
    act(() => vi.advanceTimersByTime(4_000));
    expect(link("Page 0").getAttribute("data-preload")).toBe("done");
  });

  it("runs at most four preloads at once; a fifth waits, and leaves the queue when intent ends", () => {
    renderMenu(6);
    for (let index = 0; index < 5; index++) fireEvent.mouseEnter(link(`Page ${index}`));
    act(() => vi.advanceTimersByTime(100));
    const states = () =>
      [0, 1, 2, 3, 4, 5].map((index) => link(`Page ${index}`).getAttribute("data-preload"));
    expect(states()).toEqual(["loading", "loading", "loading", "loading", "queued", null]);

    fireEvent.mouseLeave(link("Page 4"));
    expect(states()[4]).toBeNull();
    fireEvent.touchStart(link("Page 5"));
    act(() => vi.advanceTimersByTime(100));
    expect(states()[5]).toBe("queued");
    // A running preload keeps its slot until it settles; then the queued one starts.
    act(() => vi.advanceTimersByTime(4_000));
    expect(states()).toEqual(["done", "done", "done", "done", null, "loading"]);
  });

  it("follows a plain click on the client, and leaves other clicks and other sites to the browser", () => {
    renderMenu();
    const external = link("Elsewhere");
    expect(fireEvent.click(external)).toBe(true);
    expect(fireEvent.click(link("Page 0"), { ctrlKey: true })).toBe(true);
    expect(screen.getByLabelText("where").textContent).toBe("/");

    expect(fireEvent.click(link("Page 0"))).toBe(false);
    expect(screen.getByLabelText("where").textContent).toBe("/page-0/");
  });
});
