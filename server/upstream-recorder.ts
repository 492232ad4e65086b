import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { InProcessRequest } from "#contract/in-process-request";
import type { Upstream } from "../app/server/api/api-client.server";

/**
 * Test hook (issue 19): with UPSTREAM_CALL_LOG set, every JSON request the storefront sends upstream
 * is appended to that file as one line {method, path, body}, exactly as it went on the wire, so the
 * e2e run can check each body against spec §7's schemas (tests/e2e/upstream-contract.ts). Multipart
 * bodies (print files) are logged without their bytes. Off unless the variable is set. The file is
 * emptied at start, except in cluster workers: their primary empties it once and they all append.
 */
export function recordingUpstream(
  upstream: Upstream,
  logPath: string | undefined,
  { truncate }: { truncate: boolean },
): Upstream {
  if (!logPath) return upstream;
  mkdirSync(dirname(logPath), { recursive: true });
  if (truncate) writeFileSync(logPath, "");
  return async (request) => {
    const { pathname } = new URL(request.url);
    const multipart = request.headers.get("content-type")?.startsWith("multipart/") ?? false;
    // In-process requests carry their JSON text instead of a body (ADR 058, 104).
    const text =
      request instanceof InProcessRequest
        ? (request.jsonText ?? "")
        : request.body && !multipart
          ? await request.clone().text()
          : "";
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { unparsed: text.slice(0, 200) };
    }
    appendFileSync(
      logPath,
      `${JSON.stringify({ method: request.method, path: pathname, body, multipart })}\n`,
    );
    return upstream(request);
  };
}
