import { createHash } from "node:crypto";
import { type CustomConfig, customConfigSchema } from "#contract/product/product.requests";

export { type CustomConfig, customConfigSchema };

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const CUSTOM_CONFIG_KEY_LENGTH = 10;
export const customConfigKeyPattern = /^[0-9A-Za-z]{10}$/;

/** JSON with sorted object keys, so equal configurations serialise identically. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Deterministic short key: base62 of the SHA-256 of (tenant, product, canonical config). */
export function customConfigKey(tenantKey: string, productKey: string, config: CustomConfig): string {
  const digest = createHash("sha256")
    .update(`${tenantKey}\n${productKey}\n${canonicalJson(config)}`)
    .digest();
  let key = "";
  for (let index = 0; key.length < CUSTOM_CONFIG_KEY_LENGTH; index++) {
    key += ALPHABET[(digest[index] ?? 0) % ALPHABET.length];
  }
  return key;
}
