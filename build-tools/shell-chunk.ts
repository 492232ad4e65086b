type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?|$)/;
const HYDRATION_ENTRY = /[\\/]app[\\/]entry\.client\.tsx(\?|$)/;
/** Route modules (and React Router's split route chunks) stay the chunks React Router names them by. */
const ROUTE_MODULE = /[\\/]app[\\/](root|entry\.client)\.tsx|[\\/]app[\\/]routes[\\/]|[?&]route-chunk=/;

/** Whether a module is statically imported, directly or not, by a module that `test` matches. */
export function importedBy(graph: ModuleGraph, id: string, test: RegExp): boolean {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    if (next !== id && test.test(next)) return true;
    queue.push(...(graph.getModuleInfo(next)?.importers ?? []));
  }
  return false;
}

/**
 * The chunks of what every page loads (rolldown `codeSplitting` groups): "framework" for what the
 * hydration entry imports (React, React Router, the client's fetch and storage helpers), "shell" for
 * what the root route imports besides. The bundler otherwise cut them into ~15 chunks of 0.1–15 KiB,
 * each compressed on its own and each one more module preload (issue 38 §3, ADR 099). Framework
 * first: a group also takes its modules' imports, and the shell's must stay with the entry's (those
 * are the preloads kept at High priority). Route modules stay where React Router puts them.
 */
export const frameworkChunkName = (id: string, graph: ModuleGraph): string | null =>
  !ROUTE_MODULE.test(id) && importedBy(graph, id, HYDRATION_ENTRY) ? "framework" : null;

export const shellChunkName = (id: string, graph: ModuleGraph): string | null =>
  !ROUTE_MODULE.test(id) && importedBy(graph, id, ROOT_ROUTE) && !importedBy(graph, id, HYDRATION_ENTRY)
    ? "shell"
    : null;
