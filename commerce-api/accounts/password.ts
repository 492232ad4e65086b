import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt (memory-hard) password hashes, stored with their parameters so they can be raised later:
 * `scrypt$N$r$p$salt$hash` (base64url).
 */
const PARAMS = { N: 2 ** scryptCost(process.env.PASSWORD_SCRYPT_LOG2_N), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// 128 * N * r bytes are needed; leave headroom over Node's 32 MiB default.
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * log2 of scrypt's N: 15 (32 MiB, ~100 ms) unless PASSWORD_SCRYPT_LOG2_N says otherwise. Test
 * servers lower it (10) so a suite that registers hundreds of customers doesn't spend minutes
 * hashing; every hash records its own N, so raising it later still verifies old hashes.
 */
export function scryptCost(value: string | undefined): number {
  const cost = Number(value);
  return Number.isInteger(cost) && cost >= 10 && cost <= 20 ? cost : 15;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing in particular, verified against for unknown emails so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString("base64url"));
  return decoyHash;
}
