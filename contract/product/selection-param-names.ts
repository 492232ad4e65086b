/**
 * The product URL's non-attribute field names, on their own: a content page's product cards link
 * with them, and need none of the selection parsing in selection-params.ts (a chunk of its own that
 * only product pages load, ADR 090).
 */

/** Names of the non-attribute fields. A catalogue feature never takes one of them (tested on the seed). */
export const PARAM = {
  quantity: "quantity",
  ownQuantity: "ownQuantity",
  useOwnQuantity: "useOwnQuantity",
  priority: "delivery",
  upload: "upload",
  fileCheck: "fileCheck",
  jobName: "jobName",
  vat: "vat",
  artworkName: "artworkName",
  artworkQuantity: "artworkQuantity",
  artworkRolls: "artworkRolls",
} as const;
