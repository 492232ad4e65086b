/** Limits and slot names of a design (issue 14); browser-safe, no zod. */
export const DESIGN_LIMITS = {
  layers: 200,
  textChars: 2_000,
  imageBytes: 25 * 1024 * 1024,
  pages: 2,
  /** How far a layer may sit outside the page, as a multiple of the page's size. */
  outsidePages: 1,
} as const;

/** A fill-in slot: the form field the no-JS "fill in the template" screen shows for this layer. */
export const SLOT_NAMES = [
  "name",
  "title",
  "company",
  "phone",
  "email",
  "website",
  "address",
  "headline",
  "subtitle",
  "body",
  "date",
  "logo",
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
