/** Service keys of the server catalogue (spec §3: contract values the storefront takes from here). */
export const SERVICE_KEYS = {
  coupon: "coupon",
  fileCheck: "PRS-SVC-FILECHECK",
  humanDesignService: "PRS-SVC-HDS",
} as const;
