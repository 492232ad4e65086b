import type { AppSettings } from "../../content/content.settings";

/** Reference data shared by every tenant. */

export const countrySeeds: { iso2: string; zipcodePattern: string; names: Record<"fr" | "en", string> }[] = [
  { iso2: "FR", zipcodePattern: "^\\d{5}$", names: { fr: "France", en: "France" } },
  { iso2: "BE", zipcodePattern: "^\\d{4}$", names: { fr: "Belgique", en: "Belgium" } },
  { iso2: "LU", zipcodePattern: "^(L-?)?\\d{4}$", names: { fr: "Luxembourg", en: "Luxembourg" } },
  { iso2: "CH", zipcodePattern: "^\\d{4}$", names: { fr: "Suisse", en: "Switzerland" } },
  {
    iso2: "GB",
    zipcodePattern: "^([A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}|GIR ?0AA)$",
    names: { fr: "Royaume-Uni", en: "United Kingdom" },
  },
  {
    iso2: "IE",
    zipcodePattern: "^([AC-FHKNPRTV-Yac-fhknprtv-y]\\d{2}|[Dd]6[Ww]) ?[0-9AC-FHKNPRTV-Yac-fhknprtv-y]{4}$",
    names: { fr: "Irlande", en: "Ireland" },
  },
  { iso2: "DE", zipcodePattern: "^\\d{5}$", names: { fr: "Allemagne", en: "Germany" } },
];

/** Form rules sent with the basic configs (regex sources and limits); message texts live in dictionaries. */
export const validationRuleSeeds: Record<string, unknown> = {
  email: { pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$", maxLength: 254 },
  password: { minLength: 10, maxLength: 128, requireLetter: true, requireDigit: true },
  phone: { pattern: "^\\+?[0-9 ().-]{6,20}$" },
  personName: { minLength: 1, maxLength: 60 },
  companyName: { minLength: 2, maxLength: 80 },
  // Two letters (the country), then 2 to 13 letters or digits, at least one of them a digit.
  vatNumber: { pattern: "^[A-Z]{2}(?=[0-9A-Z]*\\d)[0-9A-Z]{2,13}$" },
  addressLine: { minLength: 3, maxLength: 100 },
  jobName: { maxLength: 50 },
};

export const appSettingSeeds: AppSettings = {
  productQueryParams: {
    editCartItem: "editItem",
    editOrderItem: "editOrderItem",
    preconfigured: "config",
    preconfiguredKey: "c",
    designId: "designId",
  },
  designStack: { templatesLimit: 20, editor: "embedded" },
  debug: false,
};
