/**
 * At most 4 route preloads run at once (spec §9). A preload asks for a slot; it starts when one is
 * free, in the order asked, and gives it back once its files have arrived (or it is abandoned).
 * Pure, so the rule is tested without a browser.
 */
export const MAX_ROUTE_PRELOADS = 4;

export class PreloadSlots {
  private running = 0;
  private readonly waiting: { start: () => void }[] = [];

  constructor(private readonly max = MAX_ROUTE_PRELOADS) {}

  get active(): number {
    return this.running;
  }

  /** Starts `start` now or when a slot frees; the answer gives the slot back (or leaves the queue). Idempotent. */
  request(start: () => void): () => void {
    const entry = { start };
    let state: "waiting" | "running" | "done" = "waiting";
    entry.start = () => {
      state = "running";
      this.running++;
      start();
    };
    if (this.running < this.max) entry.start();
    else this.waiting.push(entry);
    return () => {
      if (state === "waiting") this.waiting.splice(this.waiting.indexOf(entry), 1);
      if (state === "running") {
        this.running--;
        this.waiting.shift()?.start();
      }
      state = "done";
    };
  }
}
