import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The project's imports as the architecture tests see them: every source file with the
 * repository-relative files it imports. Read from the text (not the compiler) so the tests stay
 * fast and see exactly what a reader sees, including `import type`.
 */

export const ROOT = resolve(import.meta.dirname, "../..");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** Repository-relative target of an import (without extension), or the bare package name. */
export function importTarget(file: string, specifier: string): string {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith("#contract/")) return join("contract", specifier.slice(10));
  if (specifier.startsWith(".")) return relative(ROOT, resolve(dirname(file), specifier));
  return specifier;
}

/** The file an import target names, when it is one of ours. */
export function resolvedFile(target: string): string | null {
  for (const extension of EXTENSIONS) {
    const path = join(ROOT, `${target}${extension}`);
    if (existsSync(path) && statSync(path).isFile()) return relative(ROOT, path);
  }
  return null;
}

/** Source without its comments: prose such as `the "from" price` is not an import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

export function imports(dir: string): { file: string; target: string }[] {
  return sourceFiles(join(ROOT, dir)).flatMap((file) =>
    [...withoutComments(readFileSync(file, "utf8")).matchAll(SPECIFIER)].map((match) => ({
      file: relative(ROOT, file),
      target: importTarget(file, match[1] ?? ""),
    })),
  );
}

export const inside = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);
