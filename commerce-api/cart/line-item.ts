import type { CartLineItem } from "../../contract/cart/cart.schemas";

/**
 * A cart line item as stored and returned (spec §3); every amount is server-computed. The contract's
 * answer schema is its one definition, so what is stored can't drift from what is answered.
 */
export type StoredLineItem = CartLineItem;
