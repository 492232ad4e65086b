import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema";
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

export async function healthResponse(db: Kysely<Database>, ready: Promise<void>): Promise<Response> {
  try {
    await pingDatabase(db, ready);
    return successResponse({ status: "ready" }, { "cache-control": "no-store" });
  } catch {
    return errorResponse(503, "UNAVAILABLE", "The database does not answer", {
      headers: { "cache-control": "no-store" },
    });
  }
}
