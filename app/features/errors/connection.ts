/**
 * A request the browser could not make at all (offline, a dropped connection, a blocked request):
 * `fetch` rejects with a TypeError whose message names the network, worded differently by each
 * browser (Chromium "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.",
 * Safari "Load failed"). A code error that happens to be a TypeError names no network.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}
