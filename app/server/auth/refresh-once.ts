/**
 * Single-flight token refresh. Refresh tokens rotate: the first use kills the old token, and a second
 * use of it looks like theft to the upstream (the whole session is revoked). A browser often fires
 * several requests at once with the same expired cookie, so every caller holding the same refresh
 * token shares one refresh, and its result is remembered briefly for the stragglers.
 * Per process; the workers of one host share one refresh through the cluster primary
 * (refresh-across-workers.server.ts). Several hosts behind a balancer need sticky sessions.
 */
export type RefreshOutcome<T> =
  | { kind: "refreshed"; tokens: T }
  | { kind: "rejected" }
  | { kind: "unavailable" };

const REMEMBER_MS = 30_000;

export class RefreshCoordinator<T> {
  private readonly running = new Map<string, Promise<RefreshOutcome<T>>>();
  private readonly settled = new Map<string, { outcome: RefreshOutcome<T>; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  refresh(refreshToken: string, run: () => Promise<RefreshOutcome<T>>): Promise<RefreshOutcome<T>> {
    this.forgetOld();
    const remembered = this.settled.get(refreshToken);
    if (remembered) return Promise.resolve(remembered.outcome);
    const current = this.running.get(refreshToken);
    if (current) return current;
    const promise = run()
      .catch((): RefreshOutcome<T> => ({ kind: "unavailable" }))
      .then((outcome) => {
        // A transient failure is not remembered: the next request may try again.
        if (outcome.kind !== "unavailable") this.settled.set(refreshToken, { outcome, at: this.now() });
        return outcome;
      })
      .finally(() => this.running.delete(refreshToken));
    this.running.set(refreshToken, promise);
    return promise;
  }

  private forgetOld(): void {
    const limit = this.now() - REMEMBER_MS;
    for (const [token, { at }] of this.settled) if (at < limit) this.settled.delete(token);
  }
}
