import type { AuthTokens, SessionState, StorefrontCookies } from "./cookies.server";

/** What the request started with, to commit only the cookies that changed (once, on the way out). */
export interface CookieBaseline {
  session: SessionState | null;
  anonymousIdIsNew: boolean;
  auth: AuthTokens | null;
  debugToggle: boolean | null;
}

export interface CookieOutcome {
  session: SessionState;
  anonymousId: string;
  auth: AuthTokens | null;
}

const EXPIRED = { maxAge: 0, expires: new Date(0) };

export async function commitCookies(
  headers: Headers,
  cookies: StorefrontCookies,
  baseline: CookieBaseline,
  outcome: CookieOutcome,
): Promise<void> {
  if (JSON.stringify(outcome.session) !== JSON.stringify(baseline.session)) {
    headers.append("Set-Cookie", await cookies.state.serialize(outcome.session));
  }
  if (baseline.anonymousIdIsNew) {
    headers.append("Set-Cookie", await cookies.anonymousId.serialize(outcome.anonymousId));
  }
  if (JSON.stringify(outcome.auth) !== JSON.stringify(baseline.auth)) {
    headers.append(
      "Set-Cookie",
      outcome.auth ? await cookies.auth.serialize(outcome.auth) : await cookies.auth.serialize("", EXPIRED),
    );
  }
  if (baseline.debugToggle !== null) {
    headers.append(
      "Set-Cookie",
      await cookies.debug.serialize(baseline.debugToggle, baseline.debugToggle ? {} : EXPIRED),
    );
  }
}
