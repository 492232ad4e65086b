import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import type { Cookie, CookieOptions } from "react-router";
import { deepFreeze } from "#contract/deep-freeze";

/**
 * React Router's `Cookie`, signed with node:crypto instead of WebCrypto (ADR 018). The wire format is
 * the same — base64 of the UTF-8 JSON, a dot, the unpadded base64 HMAC-SHA256, URI-encoded — so
 * cookies from either implementation read in the other. Why: WebCrypto imports the key again on
 * every sign and verify and answers through the thread pool; that was a sixth of the CPU time of a
 * cached page. A synchronous HMAC costs a few microseconds.
 */
export function createSignedCookie(name: string, options: CookieOptions & { secrets: string[] }): Cookie {
  const { secrets, ...attributes } = { path: "/", sameSite: "lax" as const, ...options };
  if (secrets.length === 0) throw new Error(`Cookie ${name} needs at least one secret`);
  const verified = new VerifiedValues();
  return {
    name,
    isSigned: true,
    get expires() {
      return attributes.maxAge !== undefined
        ? new Date(Date.now() + attributes.maxAge * 1000)
        : attributes.expires;
    },
    async parse(header) {
      const raw = header ? readRawCookie(header, name) : null;
      if (raw === null) return null;
      if (raw === "") return "";
      const known = verified.get(raw);
      if (known !== undefined) return known;
      for (const secret of secrets) {
        const value = unsign(raw, secret);
        if (value !== null) return verified.remember(raw, decodeValue(value));
      }
      return null;
    },
    async serialize(value, overrides) {
      const encoded = value === "" ? "" : sign(encodeValue(value), secrets[0] as string);
      return serializeCookie(name, encoded, { ...attributes, ...overrides });
    },
  };
}

/**
 * The values of signed cookies this process has verified, by their exact signed text: a visitor sends
 * the same cookies with every request, and checking a signature and decoding the JSON was ~1.5 % of a
 * signed-in page. Only text whose signature verified is remembered (the same text always verifies the
 * same way under the same secrets), values are frozen since every request shares them, and the
 * oldest go first beyond 1 000 per cookie name (~1.5 MB for the largest, the login cookie).
 */
class VerifiedValues {
  private readonly values = new Map<string, unknown>();

  get(raw: string): unknown {
    return this.values.get(raw);
  }

  remember(raw: string, value: unknown): unknown {
    if (value === null) return null;
    if (this.values.size >= MAX_VERIFIED_VALUES)
      this.values.delete(this.values.keys().next().value as string);
    this.values.set(raw, deepFreeze(value));
    return value;
  }
}
const MAX_VERIFIED_VALUES = 1_000;

function encodeValue(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64");
}

function decodeValue(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

/** Each secret as a key object, made once: given the text, createHmac prepares a key on every call. */
const keys = new Map<string, KeyObject>();

function signature(value: string, secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, key);
  }
  return createHmac("sha256", key).update(value, "utf8").digest();
}

export function sign(value: string, secret: string): string {
  return `${value}.${signature(value, secret).toString("base64").replace(/=+$/, "")}`;
}

export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = signature(value, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** The value of `name` in a Cookie header, URI-decoded; null when absent or undecodable. */
export function readRawCookie(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.partitioned) parts.push("Partitioned");
  if (options.priority) parts.push(`Priority=${capitalise(options.priority)}`);
  if (options.sameSite) {
    const sameSite = options.sameSite === true ? "strict" : options.sameSite;
    parts.push(`SameSite=${capitalise(sameSite)}`);
  }
  return parts.join("; ");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
