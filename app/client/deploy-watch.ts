import { useCallback, useEffect, useState } from "react";
import { clientFetch } from "./client-fetch";
import { readStored, writeStored } from "./stored-value";

/**
 * A new deployment, noticed by an open tab (spec §4 "a build manifest is polled for updates", issue 17
 * §7): the tab compares the build it runs with the one the server now serves, every few minutes and
 * whenever it comes back to the foreground, and offers a reload instead of failing on a later
 * navigation. "Later" is remembered for the spec's one hour, per version, with the stored-value helper.
 */
export const DEPLOY_POLL_MS = 5 * 60_000;
/** The build a server runs (spec §7 build files; its route rules are under /builds/meta/{id}.json). */
export const BUILD_VERSION_PATH = "/builds/latest.json";
const DISMISSED_KEY = "presto:deploy-dismissed";

export function isNewDeployment(loadedVersion: string | undefined, served: unknown): string | null {
  const version = (served as { id?: unknown } | null)?.id;
  if (!loadedVersion || typeof version !== "string" || version === "" || version === loadedVersion)
    return null;
  return version;
}

function loadedVersion(): string | undefined {
  return (window as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/** The version a new deployment serves, while the shopper hasn't put the notice off; null otherwise. */
export function useNewDeployment(): { version: string | null; dismiss: () => void } {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      try {
        const response = await clientFetch(BUILD_VERSION_PATH, { cache: "no-store" });
        if (!response.ok) return;
        const served = isNewDeployment(loadedVersion(), await response.json());
        const putOff = readStored<string>(window.sessionStorage, DISMISSED_KEY);
        if (!cancelled && served && served !== putOff) setVersion(served);
      } catch {
        // Offline or a deployment in progress: the next check will tell.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(check, DEPLOY_POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  const dismiss = useCallback(() => {
    if (version) writeStored(window.sessionStorage, DISMISSED_KEY, version, { expiry: 1, unit: "h" });
    setVersion(null);
  }, [version]);
  return { version, dismiss };
}
