/**
 * Readiness (ADR 068): whether a load balancer should send this process requests. Not ready while it
 * drains before stopping, or while a dependency it can't serve without doesn't answer within
 * `timeoutMs`. Liveness (/healthz) asks nothing of anyone; this asks each dependency a trivial question.
 */

/**
 * One dependency; `run` resolves when it answers, throws (or never settles) when it doesn't. It may
 * resolve naming what answered but serves degraded behind it (a remote API host without its Redis).
 */
export interface ReadinessCheck {
  name: string;
  // biome-ignore lint/suspicious/noConfusingVoidType: most checks are pings that resolve to nothing.
  run: (signal: AbortSignal) => Promise<void | { degraded: readonly string[] }>;
  /**
   * The process serves without it, less well (Redis: per-host limits, ADR 070): its failure is named
   * under `degraded` in a 200, not a 503.
   */
  degradable?: boolean;
}

export type ReadinessAnswer =
  | { status: 200; body: { status: "ready"; degraded?: string[] } }
  | { status: 503; body: { status: "draining" } }
  | { status: 503; body: { status: "unavailable"; failing: string[] } };

/** Short: a balancer polls every few seconds and should hear "no" quickly rather than time out itself. */
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

export class Readiness {
  #draining = false;
  #probed = false;
  #failing: string[] = [];

  constructor(
    private readonly checks: readonly ReadinessCheck[],
    private readonly timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
    /** Told when the set of failing dependencies changes, so a balancer's polling doesn't flood the log. */
    private readonly onChange: (failing: string[]) => void = () => {},
  ) {}

  get draining(): boolean {
    return this.#draining;
  }

  /** Whether anyone (a balancer) has asked since start: only then is a drain window worth waiting. */
  get probed(): boolean {
    return this.#probed;
  }

  beginDrain(): void {
    this.#draining = true;
  }

  async answer(): Promise<ReadinessAnswer> {
    this.#probed = true;
    if (this.#draining) return { status: 503, body: { status: "draining" } };
    const results = await Promise.all(this.checks.map((check) => this.#passes(check)));
    const failed = this.checks.filter((_, index) => results[index] === false);
    const names = failed.map((check) => check.name);
    if (names.join() !== this.#failing.join()) this.onChange(names);
    this.#failing = names;
    // Draining may have begun while the checks ran.
    if (this.#draining) return { status: 503, body: { status: "draining" } };
    const failing = failed.filter((check) => !check.degradable).map((check) => check.name);
    if (failing.length > 0) return { status: 503, body: { status: "unavailable", failing } };
    const behind = results.flatMap((result) => (result === false ? [] : result));
    const degraded = [...new Set([...failed.map((check) => check.name), ...behind])];
    return { status: 200, body: degraded.length > 0 ? { status: "ready", degraded } : { status: "ready" } };
  }

  /** false when the check failed, else what it named as degraded behind it. */
  async #passes(check: ReadinessCheck): Promise<false | readonly string[]> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`${check.name} did not answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    try {
      const answer = await Promise.race([check.run(controller.signal), timedOut]);
      return answer?.degraded ?? [];
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
