/**
 * Set by the configurator island on its re-quotes: the tag of the configuration it holds, which
 * the answer then leaves out (app/features/product/island-quote.ts, ADR 060).
 * A module of its own: the root's client middleware reads it on every page (ADR 062).
 */
export const ISLAND_PARAM = "island";
