import { createElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { logger } from "./logger.server";
import { createMarkupCache, noteKeptMarkup } from "./markup-cache.server";

/** A cache whose renders wait in a queue until the test runs them (the page's render is never inside). */
function queuedCache(capacity?: number) {
  const queue: (() => void)[] = [];
  const render = vi.fn(
    (element: React.ReactElement) => `<p>${String((element.props as { text: string }).text)}</p>`,
  );
  const cache = createMarkupCache({ capacity, schedule: (work) => queue.push(work), render });
  const runQueued = () => {
    for (const work of queue.splice(0)) work();
  };
  return { cache, render, runQueued, queue };
}

const element = (text: string) => () => createElement("p", { text });

describe("createMarkupCache", () => {
  it("renders a key only once it is asked a second time, after that page, and then answers from memory", () => {
    const { cache, render, runQueued, queue } = queuedCache();
    expect(cache.get("footer", ["1"], element("hello"))).toBeUndefined();
    expect(queue).toHaveLength(0);
    expect(cache.get("footer", ["1"], element("hello"))).toBeUndefined();
    expect(queue).toHaveLength(1);
    // Asked again while its render waits: still rendered inline, not queued twice.
    expect(cache.get("footer", ["1"], element("hello"))).toBeUndefined();
    expect(queue).toHaveLength(1);
    runQueued();
    expect(cache.get("footer", ["1"], element("hello"))).toBe("<p>hello</p>");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("tells objects apart by identity and other parts by their text", () => {
    const { cache, runQueued } = queuedCache();
    const links = [{ path: "/a/" }];
    for (let i = 0; i < 2; i++) cache.get("footer", [links, 2026], element("kept"));
    runQueued();
    expect(cache.get("footer", [links, 2026], element("x"))).toBe("<p>kept</p>");
    expect(cache.get("footer", [[{ path: "/a/" }], 2026], element("x"))).toBeUndefined();
    expect(cache.get("footer", [links, 2027], element("x"))).toBeUndefined();
    expect(cache.get("footer", [links, "2026"], element("x"))).toBeUndefined();
  });

  it("keeps a '|' in a text from joining two parts into another key", () => {
    const { cache, runQueued } = queuedCache();
    for (let i = 0; i < 2; i++) cache.get("top", ["EUR", "/a|b"], element("kept"));
    runQueued();
    expect(cache.get("top", ["EUR|/a", "b"], element("x"))).toBeUndefined();
    expect(cache.get("top", ["EUR", "/a|b"], element("x"))).toBe("<p>kept</p>");
  });

  it("keeps other keys apart", () => {
    const { cache, runQueued } = queuedCache();
    for (let i = 0; i < 2; i++) {
      cache.get("footer", ["fr"], element("bonjour"));
      cache.get("footer", ["en"], element("hello"));
    }
    runQueued();
    expect(cache.get("footer", ["fr"], element("x"))).toBe("<p>bonjour</p>");
    expect(cache.get("footer", ["en"], element("x"))).toBe("<p>hello</p>");
  });

  it("keeps at most its capacity, dropping the key used least recently", () => {
    const { cache, runQueued } = queuedCache(2);
    for (const key of ["a", "a", "b", "b"]) cache.get(key, [], element(key));
    runQueued();
    expect(cache.get("a", [], element("a"))).toBe("<p>a</p>");
    cache.get("c", [], element("c"));
    expect(cache.get("a", [], element("a"))).toBe("<p>a</p>");
    expect(cache.get("b", [], element("b"))).toBeUndefined();
  });

  it("logs a render that fails once, and leaves that key to the page from then on", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const queue: (() => void)[] = [];
    const render = vi.fn(() => {
      throw new Error("broken");
    });
    const cache = createMarkupCache({ schedule: (work) => queue.push(work), render });
    cache.get("footer", [], element("x"));
    cache.get("footer", [], element("x"));
    for (const work of queue.splice(0)) work();
    for (let i = 0; i < 3; i++) expect(cache.get("footer", [], element("x"))).toBeUndefined();
    expect(queue).toHaveLength(0);
    expect(render).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("notes, for one request, the names of the markup it sent from memory", () => {
    const { cache, runQueued } = queuedCache();
    const kept: string[] = [];
    const request = noteKeptMarkup(cache, kept);
    request.get("footer", ["1"], element("a"));
    request.get("footer", ["1"], element("a"));
    expect(kept).toEqual([]);
    runQueued();
    expect(request.get("footer", ["1"], element("a"))).toBe("<p>a</p>");
    expect(kept).toEqual(["footer"]);
  });
});
