/** What the product action answers when it doesn't redirect (field errors, the share link). */
export type ProductActionData =
  | { intent: "applyPromocode"; promocodeError: string; reason: string | null }
  | { intent: "shareConfiguration"; shareUrl: string }
  | { intent: "addToCart"; cartError: string; detail: string | null }
  | { intent: "invalid"; formError: string };
