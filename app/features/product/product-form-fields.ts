/** The total (excl. VAT, minor units) the shopper saw when pressing add to cart (issue 17 §3). */
export const SHOWN_PRICE_FIELD = "shownPrice";

/**
 * The configurator form's fields that are not part of the selection: they never go into a quote
 * URL or the line item (shared by the island, which re-quotes, and the action, which reads posts).
 */
export const NON_SELECTION_FIELDS: ReadonlySet<string> = new Set(["intent", "promocode", SHOWN_PRICE_FIELD]);

/** One-time flags of the page's URL, never part of the selection: "added to cart", "price changed". */
export const ADDED_PARAM = "added";
export const REPRICED_PARAM = "repriced";
/** Add to cart was refused for an unfinished multi-artwork row: the page says which (spec §4/§5). */
export const ARTWORK_CHECK_PARAM = "artworkCheck";
/** Where that refusal lands: the rows of designs. */
export const ARTWORK_ANCHOR = "artwork-rows";

/** Where a JS-off update or a changed price lands: the recap, beside the update button (issue 17 §1). */
export const PRICE_ANCHOR = "recap-title";

/** The product action's intents that apply or remove the session's promo code. */
export const PROMOCODE_INTENTS: ReadonlySet<string> = new Set(["applyPromocode", "removePromocode"]);
