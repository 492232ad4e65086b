/**
 * The page sign-in returns to, remembered in the session for the spec's stored-value expiry
 * (§9: 5 minutes; §4: "stored values whose expiry has passed are ignored"), so a detour through the
 * password reset still comes back to it. Pure; the caller checks the path is same-origin first.
 */
export const STORED_VALUE_TTL_MS = 5 * 60 * 1000;

export interface StoredReturn {
  path: string;
  expiresAt: number;
}

export function rememberReturn(path: string, now: number): StoredReturn | null {
  return path.startsWith("/") && !path.startsWith("//") && path.length <= 1000
    ? { path, expiresAt: now + STORED_VALUE_TTL_MS }
    : null;
}

export function storedReturnPath(stored: StoredReturn | null, now: number): string | null {
  return stored && stored.expiresAt > now ? stored.path : null;
}
