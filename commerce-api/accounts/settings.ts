/**
 * Token lifetimes (spec §9): access 86400 s, refresh 604800 s for the customer strategy, and the
 * refresh maximum age of 30 days that bounds a session however often it is refreshed.
 */
export interface AccountSettings {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshMaxAgeSeconds: number;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  accessTtlSeconds: 86_400,
  refreshTtlSeconds: 604_800,
  refreshMaxAgeSeconds: 30 * 86_400,
};

/** AUTH_ACCESS_TTL_SECONDS / AUTH_REFRESH_TTL_SECONDS / AUTH_REFRESH_MAX_AGE_SECONDS, so tests and operators can shorten sessions. */
export function accountSettingsFromEnv(env: Record<string, string | undefined>): AccountSettings {
  const seconds = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    accessTtlSeconds: seconds(env.AUTH_ACCESS_TTL_SECONDS, DEFAULT_ACCOUNT_SETTINGS.accessTtlSeconds),
    refreshTtlSeconds: seconds(env.AUTH_REFRESH_TTL_SECONDS, DEFAULT_ACCOUNT_SETTINGS.refreshTtlSeconds),
    refreshMaxAgeSeconds: seconds(
      env.AUTH_REFRESH_MAX_AGE_SECONDS,
      DEFAULT_ACCOUNT_SETTINGS.refreshMaxAgeSeconds,
    ),
  };
}
