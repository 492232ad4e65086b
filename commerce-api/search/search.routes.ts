import { createHash } from "node:crypto";
import { SEARCH_ID_PARAM } from "#contract/product/selection-params";
import { searchEndpoints } from "#contract/search/search.endpoints";
import {
  SEARCH_DEFAULT_LIMIT,
  type SearchHit,
  type SearchResults,
  searchQuerySchema,
} from "#contract/search/search.schemas";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { clientLimitKey } from "../http/client-ip";
import { badRequest } from "../http/errors";
import { parseQuery } from "../http/validation";
import { findHits, openVocabulary } from "./search.repository";
import { closedSeasonPaths } from "./search.seasons";
import {
  decodeCursor,
  encodeCursor,
  fromMarked,
  matchExpression,
  planQuery,
  queryPrefixes,
} from "./search.text";

/** GET /api/v1/search/?q=&type=&limit=&cursor= (issue 15 §1, ADR 022). */
async function getSearch(context: RequestContext): Promise<SearchResults> {
  const query = parseQuery(context.url, searchQuerySchema);
  // Browsers reach this through the storefront's proxy as they type (ADR 007): scraping is capped,
  // by a short burst window first (a refused burst doesn't spend the sustained budget), ADR 066.
  const client = clientLimitKey(context.clientIp);
  await context.limits.consume("searchBurstPerClient", client);
  await context.limits.consume("searchPerClient", client);
  const offset = query.cursor === undefined ? 0 : decodeCursor(query.cursor);
  if (offset === null) {
    throw badRequest("VALIDATION_ERROR", "The request query is invalid", [
      { path: "cursor", code: "invalid_cursor", message: "cursor is not a cursor this API returned" },
    ]);
  }
  const limit = query.limit ?? SEARCH_DEFAULT_LIMIT;
  const tenantKey = context.tenant.key;
  const vocabulary = await openVocabulary(context.db, tenantKey, queryPrefixes(query.q));
  const tokens = planQuery(query.q, vocabulary);
  const searchId = searchIdOf(tenantKey, query.q);
  if (!matchExpression(tokens)) return { query: query.q, searchId, items: [], total: 0, nextCursor: null };

  const hiddenPaths = await closedSeasonPaths(context.db, tenantKey, context.now());
  const { rows, total } = await findHits(context.db, {
    tenantKey,
    tokens,
    type: query.type,
    limit,
    offset,
    hiddenPaths,
  });
  const items = rows.map((row): SearchHit => {
    const prices = row.from_prices_json ? (JSON.parse(row.from_prices_json) as Record<string, number>) : null;
    const centAmount = prices?.[context.activeCurrency];
    return {
      type: row.type,
      id: row.document_key.replace(/^(product|page):/, ""),
      title: fromMarked(row.title_marked),
      path: row.type === "product" ? `${row.path}?${SEARCH_ID_PARAM}=${searchId}` : row.path,
      snippet: fromMarked(row.snippet_marked),
      image: row.image,
      fromPrice: centAmount === undefined ? null : { centAmount, currencyCode: context.activeCurrency },
    };
  });
  const next = offset + items.length;
  return { query: query.q, searchId, items, total, nextCursor: next < total ? encodeCursor(next) : null };
}

/** Stable per shop and query (case and spacing aside), so search pages stay cacheable. */
function searchIdOf(tenantKey: string, q: string): string {
  const normalised = q.trim().toLowerCase().replace(/\s+/g, " ");
  return `srch_${createHash("sha256").update(`${tenantKey}\n${normalised}`).digest("hex").slice(0, 16)}`;
}

export const searchRoutes: readonly RouteDefinition[] = [route(searchEndpoints.search, getSearch)];
