import type { FormResult } from "~/server/form-errors";

/**
 * What a refused product-page action answers (ADR 088): add to cart's and the page's refusals at
 * "form", a promo code's at "promocode" (its field), plus the API's own words for either.
 */
export type ProductActionData = FormResult & {
  /** What the API said about a refused line, shown under the message. */
  detail?: string | null;
  /** Why the API turned a promo code down: the entry under the promo code's reasons to show. */
  reason?: string | null;
};

/** Sharing succeeds with a body (the link to show), not a redirect: it is not a form refusal. */
export type ShareAnswer = { shareUrl: string };

/** Anything the product page's action answers without redirecting. */
export type ProductAnswer = ProductActionData | ShareAnswer;

/** The refusal in an answer, or null (a share link is an answer too). */
export function productRefusal(answer: ProductAnswer | null | undefined): ProductActionData | null {
  return answer && "errors" in answer ? answer : null;
}
