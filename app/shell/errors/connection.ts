/**
 * A data load still unanswered after spec §9's client timeout (25 s), aborted by the `fetch` that
 * client/client-timeout.ts installs: on a dead network the browser may wait minutes for an error.
 */
export class ClientTimeout extends Error {
  override name = "ClientTimeout";
  constructor() {
    super("The shop didn't answer in time");
  }
}

/**
 * A request the browser could not make at all (offline, a dropped connection, a blocked request),
 * or one it gave up on (ClientTimeout): `fetch` rejects with a TypeError whose message names the
 * network, worded differently by each browser (Chromium "Failed to fetch", Firefox "NetworkError
 * when attempting to fetch resource.", Safari "Load failed"). A code error that happens to be a
 * TypeError names no network.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ClientTimeout) return true;
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}
