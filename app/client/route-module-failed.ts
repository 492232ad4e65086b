/**
 * The window property through which React Router's route module loader asks the chunk-reload guard
 * what to do with a module that failed to load (the call is put in at build time by
 * build-tools/route-module-errors.ts; the guard, app/client/reload-guard.ts, answers). No imports: the
 * Vite config loads this file too.
 */
export const ROUTE_MODULE_FAILED = "__prestoRouteModuleFailed";
