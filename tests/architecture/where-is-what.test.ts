import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-imports";

/**
 * README's "Where is what" table is how a newcomer finds a capability (issue 39 §2): every route module
 * and entry file it names must exist, so a rename or a split can't leave the table pointing nowhere.
 */

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const table = readme.split("## Where is what")[1]?.split("\n## ")[0] ?? "";
const rows = table.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| capability"));
const named = rows.flatMap((row) => {
  const startAt = row.split("|").at(-2) ?? "";
  return [...startAt.matchAll(/`([^`*]+\.tsx?)`/g)].map((match) => match[1] as string);
});
const known = new Set(
  ["app", "commerce-api"].flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => basename(file)),
);

describe("README's where-is-what table", () => {
  it("names route modules that exist, by their path under app/", () => {
    const routes = named.filter((file) => file.startsWith("routes/"));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((file) => !existsSync(join(ROOT, "app", file)))).toEqual([]);
  });

  it("names entry files that exist in the storefront or the API", () => {
    const entries = named.filter((file) => !file.startsWith("routes/"));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((file) => !known.has(basename(file)))).toEqual([]);
  });

  it("finds the product, category and landing pages by name", () => {
    for (const kind of ["product-page", "category-page", "landing-page"])
      expect(named.some((file) => basename(file) === `${kind}.tsx`)).toBe(true);
  });
});
