import type { SearchType } from "#contract/search/search.schemas";
import { clientFetch } from "~/client/client-fetch";

/**
 * The header's suggestions: the first hits of GET /api/v1/search/ through the same-origin proxy
 * (ADR 007). Read with a small guard rather than the contract's zod schema, which would add zod to
 * the chunk every page loads; a hit that doesn't fit is left out, a body that doesn't fit fails.
 */

export const SUGGESTION_LIMIT = 8;

export interface SearchSuggestion {
  /** Combobox option key: type and id, unique across the groups. */
  id: string;
  label: string;
  type: SearchType;
  /** Same-origin path to open. */
  path: string;
  fromPrice: { centAmount: number; currencyCode: string } | null;
}

const TYPES: readonly string[] = ["product", "page", "glossary"];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;

function toSuggestion(hit: unknown): SearchSuggestion | null {
  if (!isObject(hit) || !isObject(hit.title)) return null;
  const { type, id, path, fromPrice } = hit;
  const label = hit.title.text;
  if (typeof type !== "string" || !TYPES.includes(type) || typeof id !== "string") return null;
  if (typeof label !== "string" || typeof path !== "string") return null;
  // Only paths of this shop: never a protocol-relative or absolute URL.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  const price =
    isObject(fromPrice) &&
    typeof fromPrice.centAmount === "number" &&
    typeof fromPrice.currencyCode === "string"
      ? { centAmount: fromPrice.centAmount, currencyCode: fromPrice.currencyCode }
      : null;
  return { id: `${type}:${id}`, label, type: type as SearchType, path, fromPrice: price };
}

/** Parses the API's envelope ({ status, code, data }); throws when it isn't a search answer at all. */
export function readSuggestions(body: unknown): SearchSuggestion[] {
  const data = isObject(body) && body.status === "success" ? body.data : null;
  if (!isObject(data) || !Array.isArray(data.items)) throw new Error("Not a search answer");
  return data.items.map(toSuggestion).filter((hit): hit is SearchSuggestion => hit !== null);
}

/** The shop's search limit answered 429 (ADR 066): the box says when suggestions come back. */
export class SearchLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many searches; try again in ${retryAfterSeconds} s`);
    this.name = "SearchLimitedError";
  }
}

/** Retry-After in whole seconds; 10 (the burst window) when absent or not a number of seconds. */
function retryAfterOf(response: Response): number {
  const header = response.headers.get("retry-after")?.trim() ?? "";
  return /^\d{1,6}$/.test(header) ? Math.max(1, Number(header)) : 10;
}

export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  const params = new URLSearchParams({ q: query.trim(), limit: String(SUGGESTION_LIMIT) });
  const response = await clientFetch(`/api/v1/search/?${params}`, { signal });
  if (response.status === 429) throw new SearchLimitedError(retryAfterOf(response));
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  return readSuggestions(await response.json());
}
