import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dependency rule of ADR 021: contract/ is the one place both sides of /api/v1 agree on, so it
 * depends on neither, and the API never reaches into the storefront. A wrong import compiles fine,
 * which is why this is a test and not a convention.
 */

const ROOT = resolve(import.meta.dirname, "..");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** Repository-relative target of an import, or the bare package name when it is not a path. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith(".")) return relative(ROOT, resolve(dirname(file), specifier));
  return specifier;
}

/** Source without its comments: prose such as `the "from" price` is not an import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

function imports(dir: string): { file: string; target: string }[] {
  return sourceFiles(join(ROOT, dir)).flatMap((file) =>
    [...withoutComments(readFileSync(file, "utf8")).matchAll(SPECIFIER)].map((match) => ({
      file: relative(ROOT, file),
      target: target(file, match[1] ?? ""),
    })),
  );
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

describe("module boundaries", () => {
  it("contract/ imports only zod and its own files (tests also vitest and node:)", () => {
    const wrong = imports("contract").filter(({ file, target }) => {
      if (inside(target, "contract") || target === "zod") return false;
      return !(file.endsWith(".test.ts") && (target === "vitest" || target.startsWith("node:")));
    });
    expect(wrong).toEqual([]);
  });

  it("commerce-api/ never imports the storefront (app/)", () => {
    expect(imports("commerce-api").filter(({ target }) => inside(target, "app"))).toEqual([]);
  });

  it("finds the imports it checks (a broken pattern would pass vacuously)", () => {
    expect(imports("commerce-api").some(({ target }) => inside(target, "contract"))).toBe(true);
    expect(imports("contract").some(({ target }) => target === "zod")).toBe(true);
  });
});
