/**
 * What to do with the tokens in the auth cookie (spec §4 Auth): use them, refresh them first, or
 * reset the session because both have expired. The storefront cannot verify signatures (the
 * upstream does); it only reads `exp` to avoid sending a token it knows is dead.
 */

/** Refresh a little before expiry so a token never dies between our check and the upstream's. */
export const EXPIRY_SKEW_SECONDS = 30;

export type TokenDecision = "use" | "refresh" | "expired";

/** The `exp` claim (seconds) of a JWT, or null when the token is not a readable JWT. */
export function readExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
    return typeof json.exp === "number" && Number.isFinite(json.exp) ? json.exp : null;
  } catch {
    return null;
  }
}

export function decideTokens(
  tokens: { accessToken: string; refreshToken: string },
  nowMs: number,
): TokenDecision {
  const now = nowMs / 1000;
  const accessExp = readExpiry(tokens.accessToken);
  if (accessExp !== null && accessExp - EXPIRY_SKEW_SECONDS > now) return "use";
  const refreshExp = readExpiry(tokens.refreshToken);
  // An unreadable refresh token is the upstream's to judge: try it rather than log the user out.
  if (refreshExp === null || refreshExp > now) return "refresh";
  return "expired";
}

export const SESSION_EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";

/** Spec §8: the user answer after login lacks the user's fields; the new session is reset. */
export const USER_DATA_MISSING_MESSAGE = "User Data response does not contain field";
