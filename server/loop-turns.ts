import { AsyncResource } from "node:async_hooks";

/**
 * Starts the requests that reach React Router one per turn of the event loop (ADR 050).
 *
 * Node's event loop (libuv ≥ 1.46) accepts one new connection per turn. Without this, a loaded
 * process starts every request that arrived in a turn and renders them all in the same turn: with 25
 * busy connections a turn lasts ~25 pages (~125 ms), and a visitor opening a connection then waits a
 * turn for the accept and another for each connection accepted before theirs. Measured: the first
 * page on each of 25 new connections came back after 0.8–1.5 s while the others took 120 ms.
 * Started one per turn, the requests run in arrival order, the loop turns every page or so, and a
 * new connection is accepted within a page's time. The work done per second is the same.
 *
 * This is not a concurrency limit: a started request that waits for its upstream holds nothing, and
 * an idle process starts a request at once.
 */
export function createTurnAdmission(): (start: () => void) => void {
  let startedThisTurn = false;
  const waiting: (() => void)[] = [];

  function nextTurn() {
    const start = waiting.shift();
    if (!start) {
      startedThisTurn = false;
      return;
    }
    // Scheduled first, so a start that throws doesn't stall the ones behind it.
    setImmediate(nextTurn);
    start();
  }

  return (start) => {
    if (startedThisTurn) {
      // Started later from another request's turn: run in its own async context (the request's
      // AsyncLocalStorage stores, e.g. an e2e test clock), not in the one that happens to start it.
      // A resource rather than AsyncResource.bind, whose bound function also gets two deprecated
      // accessors made per call (~0.6 % of a product page's CPU in a profile).
      const context = new AsyncResource("turn-admission");
      waiting.push(() => context.runInAsyncScope(start));
      return;
    }
    startedThisTurn = true;
    setImmediate(nextTurn);
    start();
  };
}
