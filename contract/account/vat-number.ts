/**
 * VAT numbers checked beyond their shape (issue 36 §3): they print on invoices, so a number whose
 * country prefix is not a VAT area's, or whose national check digits don't add up, is refused.
 * Checksums are implemented for the countries whose rule we could verify against real numbers
 * (unit tests beside this file); other EU prefixes are checked for their national shape only.
 * Pure and browser-safe: the storefront's forms and the API apply the same check.
 */

export type VatIssue = "vatCountry" | "vatChecksum";

const digits = (text: string): number[] => [...text].map(Number);

/** Sum of the decimal digits of a number under 100 (Luhn-style doubling). */
const digitSum = (value: number): number => Math.floor(value / 10) + (value % 10);

function luhnValid(text: string): boolean {
  let sum = 0;
  digits(text)
    .reverse()
    .forEach((digit, index) => {
      sum += index % 2 === 1 ? digitSum(digit * 2) : digit;
    });
  return sum % 10 === 0;
}

/** A big decimal string modulo 97 without losing precision. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** France: a 2-character key then the 9-digit SIREN; a numeric key is (12 + 3 × (SIREN mod 97)) mod 97. */
function france(body: string): boolean {
  const match = /^([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(body);
  if (!match) return false;
  const [, key = "", siren = ""] = match;
  if (/^\d{2}$/.test(key)) return Number(key) === (12 + 3 * mod97(siren)) % 97;
  // Newer alphanumeric keys follow an unpublished rule: the SIREN's own Luhn digit still holds.
  return luhnValid(siren);
}

/** Belgium: 10 digits starting 0 or 1; the last two are 97 − (the first eight mod 97). */
function belgium(body: string): boolean {
  if (!/^[01]\d{9}$/.test(body)) return false;
  return 97 - mod97(body.slice(0, 8)) === Number(body.slice(8));
}

/** Luxembourg: 8 digits; the last two are the first six mod 89. */
function luxembourg(body: string): boolean {
  if (!/^\d{8}$/.test(body)) return false;
  return Number(body.slice(0, 6)) % 89 === Number(body.slice(6));
}

/** Germany: 9 digits, ISO 7064 MOD 11,10. */
function germany(body: string): boolean {
  if (!/^[1-9]\d{8}$/.test(body)) return false;
  let product = 10;
  for (const digit of digits(body.slice(0, 8))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(body[8]);
}

/** Netherlands: 9 digits, B, 2 digits; weighted mod 11 (companies) or mod 97 of the whole (since 2020). */
function netherlands(body: string): boolean {
  if (!/^\d{9}B\d{2}$/.test(body)) return false;
  const weighted = digits(body.slice(0, 8)).reduce((sum, digit, index) => sum + digit * (9 - index), 0);
  if (weighted % 11 === Number(body[8]) && weighted % 11 !== 10) return true;
  // N=23, L=21, B=11 (ISO 7064 letter values): the whole number mod 97 is 1.
  return mod97(`2321${body.slice(0, 9)}11${body.slice(10)}`) === 1;
}

/** Italy: 11 digits, the last a Luhn check digit. */
const italy = (body: string): boolean => /^\d{11}$/.test(body) && luhnValid(body);

/** Austria: U then 8 digits; weights 1,2,… with doubled digits summed, check (10 − (sum + 4) mod 10) mod 10. */
function austria(body: string): boolean {
  if (!/^U\d{8}$/.test(body)) return false;
  const sum = digits(body.slice(1, 8)).reduce(
    (total, digit, index) => total + (index % 2 === 1 ? digitSum(digit * 2) : digit),
    0,
  );
  return (10 - ((sum + 4) % 10)) % 10 === Number(body[8]);
}

/** United Kingdom: 9 digits (or 12 for a branch); weights 8…2 plus the last two, mod 97 is 0 or 42. */
function unitedKingdom(body: string): boolean {
  const match = /^(\d{9})(\d{3})?$/.exec(body);
  if (!match) return /^(GD[0-4]\d{2}|HA[5-9]\d{2})$/.test(body);
  const number = match[1] ?? "";
  const weighted = digits(number.slice(0, 7)).reduce((sum, digit, index) => sum + digit * (8 - index), 0);
  const total = weighted + Number(number.slice(7));
  // Old numbers sum to a multiple of 97; those issued since 2010 are 55 short of one.
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

/** Switzerland (the French shop delivers there): UID E + 8 digits + check, weights 5,4,3,2,7,6,5,4 mod 11. */
function switzerland(body: string): boolean {
  if (!/^E\d{9}$/.test(body)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = digits(body.slice(1, 9)).reduce(
    (total, digit, index) => total + digit * (weights[index] ?? 0),
    0,
  );
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(body[9]);
}

const CHECKED: Readonly<Record<string, (body: string) => boolean>> = {
  FR: france,
  BE: belgium,
  LU: luxembourg,
  DE: germany,
  NL: netherlands,
  IT: italy,
  AT: austria,
  GB: unitedKingdom,
  XI: unitedKingdom,
  CH: switzerland,
};

/** The other VAT areas of the EU (VIES prefixes; Greece is EL): their national shape only. */
const SHAPED: Readonly<Record<string, RegExp>> = {
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  LT: /^(\d{9}|\d{12})$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Spaces, dots and dashes as people type them, removed; letters upper-cased. */
export const normalizeVatNumber = (value: string): string => value.replace(/[\s.-]/g, "").toUpperCase();

/**
 * What is wrong with a VAT number beyond its general shape, or null. An unknown country prefix is
 * `vatCountry`; a known one whose national shape or check digits fail is `vatChecksum`.
 */
export function vatNumberIssue(value: string): VatIssue | null {
  const vat = normalizeVatNumber(value);
  const prefix = vat.slice(0, 2);
  const body = vat.slice(2);
  const checked = CHECKED[prefix];
  if (checked) return checked(body) ? null : "vatChecksum";
  const shape = SHAPED[prefix];
  if (shape) return shape.test(body) ? null : "vatChecksum";
  return "vatCountry";
}
