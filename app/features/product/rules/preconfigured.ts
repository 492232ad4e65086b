/** Preconfigured product URLs: base64url-encoded JSON (spec §2, §5). Browser-safe. */

export const MISSING_PRECONFIGURED_URL = "Missing preconfigured URL";
export const INVALID_PRECONFIGURED_URL = "Invalid preconfigured URL";

/** Longest encoded value accepted, to bound decoding work on hostile input. */
export const MAX_PRECONFIGURED_LENGTH = 8192;

export type DecodeResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Decodes base64url (padding optional) to UTF-8 JSON; never throws. */
export function decodeBase64UrlJson(encoded: string | null | undefined): DecodeResult {
  if (encoded == null || encoded.trim() === "") return { ok: false, error: MISSING_PRECONFIGURED_URL };
  const value = encoded.trim();
  if (value.length > MAX_PRECONFIGURED_LENGTH || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) {
    return { ok: false, error: INVALID_PRECONFIGURED_URL };
  }
  try {
    const base64 = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: INVALID_PRECONFIGURED_URL };
  }
}

/** Encodes JSON as unpadded base64url (the inverse of decodeBase64UrlJson). */
export function encodeBase64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
