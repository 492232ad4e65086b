import { ISLAND_PARAM } from "./island-param";
import type { MultiArtworkRow } from "./multi-artwork";
import { PARAM } from "./selection-param-names";

/**
 * The configurator's selection as URL search params: the JS-off form submits it with GET, the
 * island keeps the address bar in sync, and a shared or crawled URL reopens the same product.
 * Browser-safe and pure.
 */

export const UPLOAD_TYPES = ["upload", "dex", "hds"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const VAT_DISPLAYS = ["excl", "incl"] as const;
export type VatDisplay = (typeof VAT_DISPLAYS)[number];

export { PARAM };

/** Set on links from "my designs": the cart line records fromMyDesignArea (spec §3). */
export const FROM_MY_DESIGNS_PARAM = "fromMyDesigns";

/**
 * Set on product links of search results (spec §3 "optional search ids"): the search that led the
 * shopper here, carried into the line item's merchantInfo.searchIds.
 */
export const SEARCH_ID_PARAM = "searchId";
export const SEARCH_ID_PATTERN = /^srch_[a-f0-9]{16}$/;

export { ISLAND_PARAM };

/** Other params the product URL may carry that are never read as attributes. */
const NON_ATTRIBUTE_PARAMS = new Set<string>([
  ...Object.values(PARAM),
  "intent",
  "promocode",
  "campaign",
  "debug",
  "added",
  "index",
  FROM_MY_DESIGNS_PARAM,
  SEARCH_ID_PARAM,
  ISLAND_PARAM,
]);

export const isReservedParam = (name: string): boolean => NON_ATTRIBUTE_PARAMS.has(name);

export const MAX_JOB_NAME_LENGTH = 50;
export const MAX_ARTWORK_ROWS = 20;
const MAX_ATTRIBUTES = 30;
const MAX_QUANTITY = 10_000_000;

/** What a visitor asked for; nulls mean "the product's default". */
export interface RequestedSelection {
  attributes: Record<string, string>;
  quantity: number | null;
  ownQuantity: number | null;
  priority: string | null;
  uploadType: UploadType | null;
  fileCheck: boolean | null;
  jobName: string | null;
  artwork: MultiArtworkRow[];
  vat: VatDisplay;
}

export type SelectionProblem =
  | { field: "quantity" | "ownQuantity"; code: "not_a_number"; value: string }
  | { field: "upload" | "delivery" | "vat" | "fileCheck"; code: "unknown_value"; value: string }
  | { field: "jobName"; code: "too_long"; value: string };

export const emptySelection = (): RequestedSelection => ({
  attributes: {},
  quantity: null,
  ownQuantity: null,
  priority: null,
  uploadType: null,
  fileCheck: null,
  jobName: null,
  artwork: [],
  vat: "excl",
});

/** A whole positive number of at most 8 digits, or null when absent/blank; undefined when garbage. */
function parseCount(raw: string | null): number | null | undefined {
  if (raw === null || raw.trim() === "") return null;
  const text = raw.trim();
  if (!/^\d{1,8}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= MAX_QUANTITY ? value : undefined;
}

function parseEnum<T extends string>(raw: string | null, values: readonly T[]): T | null | undefined {
  if (raw === null || raw === "") return null;
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

function readArtwork(params: URLSearchParams): MultiArtworkRow[] {
  const names = params.getAll(PARAM.artworkName).slice(0, MAX_ARTWORK_ROWS);
  const quantities = params.getAll(PARAM.artworkQuantity);
  const rolls = params.getAll(PARAM.artworkRolls);
  const rows = Math.max(names.length, quantities.length, rolls.length);
  return Array.from({ length: Math.min(rows, MAX_ARTWORK_ROWS) }, (_, index) => ({
    name: (names[index] ?? "").trim().slice(0, 100) || null,
    quantity: parseCount(quantities[index] ?? null) ?? null,
    rolls: parseCount(rolls[index] ?? null) ?? null,
  }));
}

/**
 * Reads a selection from URL params (or a submitted form). Never throws: garbage becomes a problem
 * to show and the field falls back to the default. Attributes are taken as given; the API
 * validates them against the catalogue.
 */
export function readSelection(params: URLSearchParams): {
  requested: RequestedSelection;
  problems: SelectionProblem[];
} {
  const problems: SelectionProblem[] = [];
  const requested = emptySelection();
  for (const [name, value] of params) {
    if (isReservedParam(name) || Object.keys(requested.attributes).length >= MAX_ATTRIBUTES) continue;
    if (name.length > 60 || value.length > 100 || value === "") continue;
    requested.attributes[name] = value;
  }

  const quantity = parseCount(params.get(PARAM.quantity));
  if (quantity === undefined)
    problems.push({ field: "quantity", code: "not_a_number", value: params.get(PARAM.quantity) ?? "" });
  const own = parseCount(params.get(PARAM.ownQuantity));
  if (own === undefined)
    problems.push({ field: "ownQuantity", code: "not_a_number", value: params.get(PARAM.ownQuantity) ?? "" });
  requested.ownQuantity = own ?? null;
  requested.quantity = params.has(PARAM.useOwnQuantity) && own ? own : (quantity ?? null);

  const priority = params.get(PARAM.priority);
  if (priority !== null && priority !== "") {
    if (/^[a-z]{1,20}$/.test(priority)) requested.priority = priority;
    else problems.push({ field: "delivery", code: "unknown_value", value: priority });
  }
  const upload = parseEnum(params.get(PARAM.upload), UPLOAD_TYPES);
  if (upload === undefined)
    problems.push({ field: "upload", code: "unknown_value", value: params.get(PARAM.upload) ?? "" });
  requested.uploadType = upload ?? null;

  const fileCheck = params.get(PARAM.fileCheck);
  if (fileCheck === "1" || fileCheck === "on" || fileCheck === "true") requested.fileCheck = true;
  else if (fileCheck === "0" || fileCheck === "false") requested.fileCheck = false;
  else if (fileCheck !== null && fileCheck !== "")
    problems.push({ field: "fileCheck", code: "unknown_value", value: fileCheck });

  const jobName = params.get(PARAM.jobName);
  if (jobName !== null) {
    const trimmed = jobName.trim();
    if (trimmed.length > MAX_JOB_NAME_LENGTH) {
      problems.push({ field: "jobName", code: "too_long", value: trimmed.slice(0, 20) });
      requested.jobName = trimmed.slice(0, MAX_JOB_NAME_LENGTH);
    } else requested.jobName = trimmed === "" ? null : trimmed;
  }

  const vat = parseEnum(params.get(PARAM.vat), VAT_DISPLAYS);
  if (vat === undefined)
    problems.push({ field: "vat", code: "unknown_value", value: params.get(PARAM.vat) ?? "" });
  requested.vat = vat ?? "excl";
  requested.artwork = readArtwork(params);
  return { requested, problems };
}

/** A resolved selection: every field known. */
export interface ProductSelection {
  attributes: Record<string, string>;
  quantity: number;
  ownQuantity: number | null;
  priority: string;
  uploadType: UploadType;
  fileCheck: boolean;
  jobName: string;
  artwork: MultiArtworkRow[];
  vat: VatDisplay;
}

/** The canonical search of a selection, attribute order as given (the configuration's order). */
export function selectionSearch(selection: ProductSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(selection.attributes)) params.set(name, value);
  params.set(PARAM.quantity, String(selection.quantity));
  if (selection.ownQuantity !== null) params.set(PARAM.ownQuantity, String(selection.ownQuantity));
  params.set(PARAM.priority, selection.priority);
  if (selection.uploadType !== "upload") params.set(PARAM.upload, selection.uploadType);
  if (selection.fileCheck) params.set(PARAM.fileCheck, "1");
  if (selection.jobName) params.set(PARAM.jobName, selection.jobName);
  for (const row of selection.artwork) {
    params.append(PARAM.artworkName, row.name ?? "");
    params.append(PARAM.artworkQuantity, row.quantity ? String(row.quantity) : "");
    params.append(PARAM.artworkRolls, row.rolls ? String(row.rolls) : "");
  }
  if (selection.vat !== "excl") params.set(PARAM.vat, selection.vat);
  return params;
}

/** Only the fields that change the price or the dates: what the island re-quotes on. */
export function pricingKey(selection: ProductSelection): string {
  const { attributes, quantity, ownQuantity, priority, uploadType, fileCheck } = selection;
  return JSON.stringify([attributes, quantity, ownQuantity, priority, uploadType, fileCheck]);
}
