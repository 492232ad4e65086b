import { FROM_MY_DESIGNS_PARAM, isReservedParam, PARAM, SEARCH_ID_PARAM } from "./selection-params";

/**
 * What of a posted selection may go into a product address (issue 35 §7). The product action
 * answers with a redirect to the selection it worked on; copied field for field, one anonymous
 * post of 100 kB made a Location header that proxies and clients reject. Each field keeps the
 * bounds readSelection reads it with, anything else is dropped, and a query still over
 * SELECTION_QUERY_MAX_LENGTH is refused by the caller. Pure; browser-safe.
 */
export const SELECTION_QUERY_MAX_LENGTH = 4096;

const MAX_ATTRIBUTES = 30;
const MAX_ATTRIBUTE_NAME = 60;
const MAX_ATTRIBUTE_VALUE = 100;
const MAX_MODE_VALUE = 100;
const MAX_ARTWORK_ROWS = 20;

/** The selection's own reserved fields: how many values each keeps, and how long each may be. */
const FIELD_BOUNDS: ReadonlyMap<string, { values: number; length: number }> = new Map([
  [PARAM.quantity, { values: 1, length: 20 }],
  [PARAM.ownQuantity, { values: 1, length: 20 }],
  [PARAM.useOwnQuantity, { values: 1, length: 10 }],
  [PARAM.priority, { values: 1, length: 20 }],
  [PARAM.upload, { values: 1, length: 10 }],
  [PARAM.fileCheck, { values: 1, length: 10 }],
  [PARAM.vat, { values: 1, length: 10 }],
  // Longer than the 50 allowed, so the page can still say the typed name was too long.
  [PARAM.jobName, { values: 1, length: 200 }],
  [PARAM.artworkName, { values: MAX_ARTWORK_ROWS, length: 100 }],
  [PARAM.artworkQuantity, { values: MAX_ARTWORK_ROWS, length: 20 }],
  [PARAM.artworkRolls, { values: MAX_ARTWORK_ROWS, length: 20 }],
  [FROM_MY_DESIGNS_PARAM, { values: 1, length: 10 }],
  [SEARCH_ID_PARAM, { values: 1, length: 40 }],
]);

/**
 * The bounded selection of `params`, plus the product's mode parameters (`modeParams`, e.g. the
 * cart line being edited) with short values; null when even that is too long for an address.
 */
export function boundedSelectionParams(
  params: URLSearchParams,
  modeParams: readonly string[] = [],
): URLSearchParams | null {
  const bounded = new URLSearchParams();
  const counts = new Map<string, number>();
  let attributes = 0;
  for (const [name, value] of params) {
    const count = counts.get(name) ?? 0;
    const bounds = fieldBounds(name, modeParams);
    if (bounds === null) {
      if (count > 0 || attributes >= MAX_ATTRIBUTES) continue;
      if (name.length > MAX_ATTRIBUTE_NAME || value.length > MAX_ATTRIBUTE_VALUE) continue;
      attributes += 1;
    } else if (bounds === "dropped" || count >= bounds.values || value.length > bounds.length) continue;
    counts.set(name, count + 1);
    bounded.append(name, value);
  }
  return bounded.toString().length > SELECTION_QUERY_MAX_LENGTH ? null : bounded;
}

/** A reserved field's bounds, "dropped" for reserved names that are no part of a selection, null for an attribute. */
function fieldBounds(name: string, modeParams: readonly string[]) {
  if (modeParams.includes(name)) return { values: 1, length: MAX_MODE_VALUE };
  const bounds = FIELD_BOUNDS.get(name);
  if (bounds) return bounds;
  return isReservedParam(name) ? ("dropped" as const) : null;
}
