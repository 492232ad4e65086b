import { z } from "zod";
import { safeText } from "../text";

/**
 * Site search (issue 15 §1): `GET /api/v1/search/?q=&type=&limit=&cursor=`. The API validates the
 * query with `searchQuerySchema`; the storefront parses the answer with `searchResultsSchema`.
 */

export const SEARCH_TYPES = ["product", "page", "glossary"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_QUERY_LENGTH = 100;

/** An opaque paging token: base64url, short. */
const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "cursor is not a cursor this API returned");

export const searchQuerySchema = z.object({
  q: safeText()
    .min(1, "q must not be empty")
    .max(SEARCH_MAX_QUERY_LENGTH, `q must be at most ${SEARCH_MAX_QUERY_LENGTH} characters`),
  type: z.enum(SEARCH_TYPES, { error: `type must be one of ${SEARCH_TYPES.join(", ")}` }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit must be a whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, "limit must be at least 1")
        .max(SEARCH_MAX_LIMIT, `limit must be at most ${SEARCH_MAX_LIMIT}`),
    )
    .optional(),
  cursor: cursorSchema.optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * Text with the spans that matched the query, as UTF-16 [start, end) offsets into `text`. Plain
 * text plus ranges (never markup) so the storefront renders <mark> itself and escapes everything.
 */
export const highlightedTextSchema = z.object({
  text: z.string(),
  matches: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])),
});
export type HighlightedText = z.infer<typeof highlightedTextSchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  /** Stable per tenant: the product key, the page key or "glossary:<term id>". */
  id: z.string().min(1),
  title: highlightedTextSchema,
  /**
   * Same-origin path of the result (a glossary entry's path carries its #fragment; a product's carries
   * `searchId`, so the line item can name the search that led to it).
   */
  path: z.string().startsWith("/"),
  snippet: highlightedTextSchema,
  image: z.string().nullable(),
  /**
   * Products: the lowest price of the default configuration (smallest quantity, cheapest
   * production speed), excluding VAT, in the active currency; null for pages and glossary.
   */
  fromPrice: z
    .object({ centAmount: z.number().int().nonnegative(), currencyCode: z.string().length(3) })
    .nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  /** The same for the same query of the same shop: what analytics and line items call this search. */
  searchId: z.string(),
  /** Hits of this page, products first, then pages, then glossary entries; best first in each group. */
  items: z.array(searchHitSchema),
  /** Hits of the whole query (every page). */
  total: z.number().int().nonnegative(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
