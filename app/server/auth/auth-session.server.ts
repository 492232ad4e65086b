import { accountEndpoints } from "#contract/account/account.endpoints";
import type { TokenPair } from "#contract/account/auth.schemas";
import type { ApiClient } from "../api/api-client.server";
import { ApiError } from "../api/errors";
import type { AuthTokens } from "../cookies.server";
import { logger } from "../logger.server";
import { refreshAcrossWorkers } from "./refresh-across-workers.server";
import { RefreshCoordinator, type RefreshOutcome } from "./refresh-once";
import { decideTokens, SESSION_EXPIRED_MESSAGE } from "./token-lifecycle";

/** The admin's own tokens again, when an impersonation kept them; null otherwise. */
export const resumedAdmin = (auth: AuthTokens | null): AuthTokens | null =>
  auth?.suspended ? { ...auth.suspended, strategy: "admin" } : null;

export function toAuthTokens(pair: TokenPair): AuthTokens {
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token, strategy: pair.strategy };
}

export interface ResolvedAuth {
  auth: AuthTokens | null;
  /** Both tokens had expired (or the refresh was refused): the session was reset. */
  expired: boolean;
}

const coordinator = new RefreshCoordinator<AuthTokens>();
const acrossWorkers = refreshAcrossWorkers<AuthTokens>();

/**
 * Turns the auth cookie into usable tokens: as they are, refreshed (single-flight), or nothing when
 * the session is over. A refresh the upstream could not answer keeps the user logged in.
 * `refreshClient` must send the refresh token as its bearer.
 */
export async function resolveAuth(
  stored: AuthTokens | null,
  refreshClient: (refreshToken: string) => ApiClient,
  now = Date.now(),
): Promise<ResolvedAuth> {
  if (!stored) return { auth: null, expired: false };
  const decision = decideTokens(stored, now);
  if (decision === "use") return { auth: stored, expired: false };
  if (decision === "expired") return sessionOver();

  const refresh = async (): Promise<RefreshOutcome<AuthTokens>> => {
    try {
      const pair = await refreshClient(stored.refreshToken).call(accountEndpoints.refreshToken, {
        body: {},
      });
      // A refreshed impersonation keeps the admin's own tokens for its end.
      const suspended = stored.suspended ? { suspended: stored.suspended } : {};
      return { kind: "refreshed", tokens: { ...toAuthTokens(pair), ...suspended } };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403))
        return { kind: "rejected" };
      return { kind: "unavailable" };
    }
  };
  // Once per process (coordinator), and once per cluster behind it (ADR 041).
  const outcome = await coordinator.refresh(stored.refreshToken, () =>
    acrossWorkers(stored.refreshToken, refresh),
  );
  if (outcome.kind === "refreshed") return { auth: outcome.tokens, expired: false };
  if (outcome.kind === "rejected") return sessionOver();
  return { auth: stored, expired: false };
}

function sessionOver(): ResolvedAuth {
  logger.warn({ reason: SESSION_EXPIRED_MESSAGE }, "auth session reset");
  return { auth: null, expired: true };
}
