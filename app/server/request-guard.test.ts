import { describe, expect, it } from "vitest";
import { refuseRequest } from "./request-guard";

const limits = { formBytes: 1000, uploadBytes: 5000 };
const url = new URL("http://localhost:3000/connexion/");

function post(headers: Record<string, string>, method = "POST", target = url) {
  return refuseRequest(new Request(target, { method, headers }), target, limits);
}

describe("refuseRequest", () => {
  it("lets reads and same-origin form posts through", () => {
    expect(refuseRequest(new Request(url), url, limits)).toBeNull();
    expect(
      post({ "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" }),
    ).toBeNull();
    expect(
      post({ "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" }),
    ).toBeNull();
  });

  it("refuses cross-site posts by Origin or Sec-Fetch-Site, on pages and resource routes", () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect(post({ ...form, origin: "https://evil.example" })?.status).toBe(403);
    expect(post({ ...form, origin: "null" })?.status).toBe(403);
    expect(post({ ...form, "sec-fetch-site": "cross-site" })?.status).toBe(403);
    expect(post({ ...form, "sec-fetch-site": "same-site" })?.status).toBe(403);
    const logout = new URL("http://localhost:3000/session/logout/");
    expect(post({ ...form, origin: "https://evil.example" }, "POST", logout)?.status).toBe(403);
    const api = new URL("http://localhost:3000/api/v1/product/quote/");
    expect(post({ origin: "https://evil.example" }, "POST", api)?.status).toBe(403);
  });

  it("refuses a post without Origin whose Referer is another site, and keeps same-origin ones", () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const logout = new URL("http://localhost:3000/session/logout/");
    expect(post({ ...form, referer: "https://evil.example/page" }, "POST", logout)?.status).toBe(403);
    expect(post({ ...form, referer: "http://localhost:3001/" })?.status).toBe(403);
    expect(post({ ...form, referer: "not a url" })?.status).toBe(403);
    expect(post({ ...form, referer: "http://localhost:3000/panier/" })).toBeNull();
    // Origin, when present, is what counts; no Origin and no Referer is not a browser page.
    expect(post({ ...form, origin: "http://localhost:3000", referer: "https://evil.example/" })).toBeNull();
    expect(post(form)).toBeNull();
  });

  it("answers 405 to other methods on pages", () => {
    expect(post({}, "DELETE")?.status).toBe(405);
    expect(post({}, "PUT")?.status).toBe(405);
  });

  it("answers 415 to bodies that are not forms", () => {
    expect(post({ "content-type": "application/json" })?.status).toBe(415);
    expect(post({ "content-type": "text/plain" })?.status).toBe(415);
    expect(post({ "content-length": "12" })?.status).toBe(415);
  });

  it("answers 413 when Content-Length is over the limit for its kind", () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect(post({ ...form, "content-length": "1001" })?.status).toBe(413);
    expect(post({ "content-type": "multipart/form-data; boundary=x", "content-length": "4000" })).toBeNull();
    expect(
      post({ "content-type": "multipart/form-data; boundary=x", "content-length": "5001" })?.status,
    ).toBe(413);
  });
});
