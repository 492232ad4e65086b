import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema";
import type { FileStore } from "./files/file-store";
import { errorResponse, successResponse } from "./http/envelope";

/**
 * Is the API able to serve (ADR 068)? Its start-up work is done and its database answers a trivial
 * query. The embedded API's `ping()` and the standalone API's `GET /api/v1/health/` (a storefront
 * with COMMERCE_API_URL asks it for its readiness) both ask this; neither needs a tenant.
 */
export const HEALTH_PATHS = new Set(["/api/v1/health", "/api/v1/health/"]);

export async function pingDatabase(db: Kysely<Database>, ready: Promise<void>): Promise<void> {
  await ready;
  await sql`select 1`.execute(db);
}

/** A storefront asking for readiness waits 2 s at most (ADR 068): the bucket and Redis get less than that. */
const FILES_PING_MS = 1_500;

/**
 * With REDIS_URL (ADR 070) a host without Redis still serves, counting limits per host: like the
 * storefront's /readyz it stays 200 and names it under `degraded`, so an operator and a remote
 * storefront's /readyz see it, while a balancer keeps sending traffic.
 */
async function degradedWithout(pingRedis: (() => Promise<void>) | undefined): Promise<string[]> {
  if (!pingRedis) return [];
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Redis did not answer in time")), FILES_PING_MS);
  });
  try {
    await Promise.race([pingRedis(), timedOut]);
    return [];
  } catch {
    return ["redis"];
  } finally {
    clearTimeout(timer);
  }
}

export async function healthResponse(
  db: Kysely<Database>,
  ready: Promise<void>,
  files: Pick<FileStore, "ping">,
  pingRedis?: () => Promise<void>,
): Promise<Response> {
  const headers = { "cache-control": "no-store" };
  try {
    await pingDatabase(db, ready);
  } catch {
    return errorResponse(503, "UNAVAILABLE", "The database does not answer", { headers });
  }
  try {
    // With S3_BUCKET the files are a dependency too (ADR 071): a host that can't reach them isn't ready.
    await files.ping(AbortSignal.timeout(FILES_PING_MS));
  } catch {
    return errorResponse(503, "UNAVAILABLE", "The file storage does not answer", { headers });
  }
  const degraded = await degradedWithout(pingRedis);
  return successResponse(degraded.length > 0 ? { status: "ready", degraded } : { status: "ready" }, headers);
}
