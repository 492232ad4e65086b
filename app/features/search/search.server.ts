import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { NavItem } from "#contract/content/content.schemas";
import { searchEndpoints } from "#contract/search/search.endpoints";
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_TYPES,
  type SearchResults,
  type SearchType,
} from "#contract/search/search.schemas";
import { hasForbiddenCharacters } from "#contract/text";
import { requestText } from "~/i18n/request-text.server";
import { ApiError, isUpstreamError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";

/** The search screen (issue 15 §1): one GET form, results from GET /api/v1/search/, paged by cursor. */

export const SEARCH_PAGE_SIZE = 20;

/** What the visitor typed, minus what the API refuses (controls, bidi overrides): it is free text. */
export function cleanQuery(raw: string): string {
  const spaced = raw.replace(/[\t\n\r]/g, " ");
  return [...spaced]
    .filter((char) => !hasForbiddenCharacters(char))
    .join("")
    .trim()
    .slice(0, SEARCH_MAX_QUERY_LENGTH);
}

const searchParamsSchema = z.object({
  q: z.string().transform(cleanQuery).catch(""),
  type: z.enum(SEARCH_TYPES).optional().catch(undefined),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
});

export type SearchOutcome =
  | { kind: "idle" }
  | { kind: "results"; results: SearchResults }
  /** The search service failed or refused (a stale cursor): the page still renders, with this said. */
  | { kind: "unavailable" }
  | { kind: "refused" }
  /** The API's per-client search limit (ADR 066): a 429 page saying when to come back. */
  | { kind: "tooMany"; retryAfterSeconds: number };

export interface SearchPageData {
  title: string;
  q: string;
  type: SearchType | null;
  outcome: SearchOutcome;
  locale: string;
  /** Links for an empty result: the shop's main categories. */
  suggestions: NavItem[];
  /** Query strings of the next page and (past the first) of the first page. */
  nextQuery: string | null;
  firstQuery: string | null;
}

function pageQuery(q: string, type: SearchType | null, cursor: string | null): string {
  const params = new URLSearchParams({ q });
  if (type) params.set("type", type);
  if (cursor) params.set("cursor", cursor);
  return `?${params}`;
}

export async function loadSearchPage(context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  const params = searchParamsSchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    type: url.searchParams.get("type") ?? undefined,
    cursor: url.searchParams.get("cursor") ?? undefined,
  });
  const type = params.type ?? null;
  const outcome = params.q
    ? await runSearch(context, params.q, type, params.cursor)
    : { kind: "idle" as const };
  const results = outcome.kind === "results" ? outcome.results : null;
  const t = requestText(state);
  const heading = params.q
    ? t("search:titleFor", { q: params.q, defaultValue: "Search results for “{{q}}”" })
    : t("search:title", { defaultValue: "Search" });
  const page: SearchPageData = {
    title: `${heading} | ${state.shop.domain.name}`,
    q: params.q,
    type,
    outcome,
    locale: state.shop.domain.locale,
    suggestions: state.shop.configs.navigation,
    nextQuery: results?.nextCursor ? pageQuery(params.q, type, results.nextCursor) : null,
    firstQuery: params.cursor ? pageQuery(params.q, type, null) : null,
  };
  // A failed search is still a page, but not a healthy one: monitoring and caches see the status
  // (a 429's Retry-After is added by the root middleware from the API's answer, ADR 065).
  return data(page, { status: OUTCOME_STATUS[outcome.kind] ?? 200 });
}

const OUTCOME_STATUS: Partial<Record<SearchOutcome["kind"], number>> = { unavailable: 503, tooMany: 429 };

/** When the API didn't say how long to wait: its shortest search window. */
const DEFAULT_RETRY_SECONDS = 10;

async function runSearch(
  context: Readonly<RouterContextProvider>,
  q: string,
  type: SearchType | null,
  cursor: string | undefined,
): Promise<SearchOutcome> {
  const { api } = getRequestState(context);
  const query: Record<string, string> = { q, limit: String(SEARCH_PAGE_SIZE) };
  if (type) query.type = type;
  if (cursor) query.cursor = cursor;
  try {
    return {
      kind: "results",
      results: await api.call(searchEndpoints.search, { query }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { kind: "refused" };
    if (error instanceof ApiError && error.status === 429)
      return { kind: "tooMany", retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS };
    if (!isUpstreamError(error)) throw error;
    logger.error({ path: error.path, detail: error.message }, "search unavailable");
    return { kind: "unavailable" };
  }
}
