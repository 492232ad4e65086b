import { type ComponentType, createElement, use } from "react";

/** A component whose code is its own chunk, fetched the first time a page shows it. */
export interface SplitComponent<P> {
  (props: P): React.ReactNode;
  /** Fetches the code once; a server loader awaits it so its page renders in one pass. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * Like `React.lazy`, except that once the code is in (`preload()`, or a first render) it renders
 * synchronously: a loader that awaited `preload()` gets a page that renders without suspending,
 * which static renders (tests, crawlers) need. Before that it suspends with `use`: hydration and
 * React Router's navigations (transitions) keep what is on screen until the chunk is in, so it
 * needs no fallback and shifts nothing (ADR 084).
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>): SplitComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to load (a deploy, a lost connection) is asked for again next time.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Split = (props: P) => createElement(loaded ?? use(preload()), props);
  Split.preload = preload;
  return Split;
}
