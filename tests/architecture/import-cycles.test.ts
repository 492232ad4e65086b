import { describe, expect, it } from "vitest";
import { imports, resolvedFile } from "./source-imports";

/**
 * No two source files import each other, directly or through others, type imports included: a
 * loop means neither file can be read, tested or moved without the other, and at runtime it makes
 * module evaluation order decide what is `undefined` (issue 39 §2).
 */

const LAYERS = ["app", "commerce-api", "contract", "server"];

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const layer of LAYERS) {
    for (const { file, target } of imports(layer)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const edges = graph.get(file) ?? [];
      const to = resolvedFile(target);
      if (to && to !== file && !/\.test\.tsx?$/.test(to)) edges.push(to);
      graph.set(file, edges);
    }
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  it("no source files import each other in a loop", () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it("finds a loop when there is one (the check can fail)", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("reads the real graph (a broken resolver would pass vacuously)", () => {
    const graph = importGraph();
    expect(graph.get("app/root.tsx")?.length).toBeGreaterThan(5);
  });
});
