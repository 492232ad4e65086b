import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../commerce-api/routes";

/**
 * docs/commerce-api.md is the API's reference for anyone writing another backend or client, and it
 * drifted while routes were added. Its "Endpoints" table must list every route the API serves, and
 * nothing it doesn't serve.
 */

const DOC = readFileSync(resolve(import.meta.dirname, "../../docs/commerce-api.md"), "utf8");

/** `:id` in code and `{id}` in the doc are the same parameter; trailing slashes and queries don't matter. */
function normalise(method: string, path: string): string {
  const bare = path
    .replace(/\?.*$/, "")
    .replace(/\/+$/, "")
    .replace(/:[A-Za-z]+|\{[A-Za-z]+\}/g, "{}");
  return `${method.toUpperCase()} ${bare}`;
}

/** Rows of the doc's tables whose first cell is an HTTP method and second a backticked path. */
function documentedRoutes(markdown: string): string[] {
  const row = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|/gm;
  return [...markdown.matchAll(row)].map((match) => normalise(match[1] ?? "", match[2] ?? ""));
}

describe("docs/commerce-api.md", () => {
  const served = apiRoutes.map((route) => normalise(route.method, route.path));
  const documented = documentedRoutes(DOC);

  it("documents every route the API serves", () => {
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it("documents no route the API doesn't serve, and each one once", () => {
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
    expect(documented.filter((route, index) => documented.indexOf(route) !== index)).toEqual([]);
  });

  it("reads the routes it checks (a broken pattern would pass vacuously)", () => {
    expect(served.length).toBeGreaterThan(50);
    expect(normalise("get", "/api/v1/order/:id/")).toBe(normalise("GET", "/api/v1/order/{id}?x=1"));
  });
});
