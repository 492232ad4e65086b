/** What request handlers need for mail: the default sender, and a way to have the queue drained. */
export interface MailServices {
  /** MAIL_FROM: the sender of shops without their own. */
  defaultFrom: string | undefined;
  /** A mail was queued during this request. */
  queued(): void;
  /** The request is answered (its transactions committed): deliver what it queued now. */
  afterRequest(): void;
}

/** Wakes a sender after each request that queued mail; without one (route tests of bare handlers) mail just waits. */
export function mailServices(defaultFrom: string | undefined, wake: (() => void) | null): MailServices {
  let pending = false;
  return {
    defaultFrom,
    queued: () => {
      pending = true;
    },
    afterRequest: () => {
      if (!pending) return;
      pending = false;
      wake?.();
    },
  };
}
