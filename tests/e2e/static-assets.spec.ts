import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { fetchRaw } from "../support/raw-http";
import { FR } from "./origins";

/** The built shop's answer for `path`, its body's bytes as sent. */
const getRaw = (path: string, method: "GET" | "HEAD", acceptEncoding?: string) =>
  fetchRaw(`${FR}${path}`, method, acceptEncoding || undefined);

/**
 * The built shop sends the brotli (quality 11) and gzip copies made at build time (ADR 094) to the
 * browsers that accept them, and the plain file to one that accepts neither. Raw HTTP: Playwright's
 * own client would decode the body and hide which bytes were sent.
 */
test.describe("precompressed assets", { tag: "@http" }, () => {
  test("the page's entry script goes out as the build's brotli, gzip or plain file", async ({ request }) => {
    const html = await (await request.get(`${FR}/`)).text();
    const entry = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(entry, "the home page names its entry script").toBeTruthy();
    const path = String(entry);
    const onDisk = (suffix: string) => readFileSync(join("build/client", path + suffix));

    const chromium = await getRaw(path, "GET", "gzip, deflate, br, zstd");
    expect(chromium.status).toBe(200);
    expect(chromium.headers["content-encoding"]).toBe("br");
    expect(chromium.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(chromium.headers.vary).toMatch(/accept-encoding/i);
    expect(chromium.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The build's quality-11 copy itself, not one compressed again on the way.
    expect(chromium.body.equals(onDisk(".br"))).toBe(true);
    expect(brotliDecompressSync(chromium.body).equals(onDisk(""))).toBe(true);

    const gzipOnly = await getRaw(path, "GET", "gzip");
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gzipOnly.body.equals(onDisk(".gz"))).toBe(true);
    expect(gunzipSync(gzipOnly.body).equals(onDisk(""))).toBe(true);
    expect(chromium.body.length).toBeLessThan(gzipOnly.body.length);

    const plain = await getRaw(path, "GET", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(onDisk(""))).toBe(true);

    const head = await getRaw(path, "HEAD", "br");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(onDisk(".br").length);
    expect(head.body.length).toBe(0);
  });
});

/**
 * What the first paint waits for is asked first (ADR 094): the stylesheet (and the product picture,
 * the product page's largest paint) before the ~25 route modules React hoists into <head>, which on
 * a phone's connection would otherwise hold the render-blocking stylesheet behind their bytes.
 */
test.describe("first paint's requests", { tag: "@js-only" }, () => {
  for (const path of ["/", "/cartes-de-visite/standard/"]) {
    test(`${path}: the stylesheet is requested before any script`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${FR}${path}`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const stylesheet = requested.findIndex((url) => /^\/assets\/app-[\w-]+\.css$/.test(url));
      const firstScript = requested.findIndex((url) => url.endsWith(".js"));
      expect(stylesheet).toBeGreaterThan(0);
      expect(stylesheet).toBeLessThan(firstScript);
      if (path !== "/") {
        const picture = requested.indexOf("/images/products/business-cards.svg");
        expect(picture).toBeGreaterThan(0);
        expect(picture).toBeLessThan(firstScript);
      }
    });
  }
});

/**
 * Only what hydration starts from goes out at High priority (ADR 099): the entry and the framework
 * chunk it imports. The root's and the page's own modules are preloaded at low priority, which a
 * phone's first paint doesn't wait behind (and Lighthouse doesn't count as blocking it).
 */
test.describe("module preloads' priority", { tag: "@js-only" }, () => {
  test("the entry's chunks are High, the root's and the page's Low, and the page still hydrates", async ({
    page,
  }) => {
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith(".js") && !priorities.has(path)) priorities.set(path, request.initialPriority);
    });
    await cdp.send("Network.enable");
    await page.goto(`${FR}/cartes-de-visite/standard/`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const of = (chunk: string) =>
      [...priorities].find(([path]) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(path))?.[1];
    expect(of("entry\\.client")).toBe("High");
    expect(of("framework")).toBe("High");
    expect(of("root")).toBe("Low");
    expect(of("shell")).toBe("Low");
    expect(of("content-page")).toBe("Low");
  });
});
