/** Service keys of the catalogue (spec §3): the product configuration carries them too; order lines keep them. */
export const SERVICE_KEYS = {
  coupon: "coupon",
  fileCheck: "PRS-SVC-FILECHECK",
  humanDesignService: "PRS-SVC-HDS",
} as const;
