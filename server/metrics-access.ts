import { createHash, timingSafeEqual } from "node:crypto";
import { clientIp } from "../app/server/request-session.server";
import { ipMatches } from "../app/server/staff";

/**
 * Who may read /metrics (ADR 068): a company address (STAFF_IPS, the client IP read as everywhere
 * else, honouring TRUST_PROXY) or a scraper presenting `Authorization: Bearer $METRICS_TOKEN`.
 * Everyone else is answered as if the path didn't exist.
 */
export interface MetricsAccessRule {
  staffIps: readonly string[];
  trustProxy: boolean;
  /** Unset: only STAFF_IPS may read. */
  token: string | null;
}

export interface MetricsRequest {
  authorization: string | undefined;
  forwardedFor: string | undefined;
  socketAddress: string | null;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Constant time in the token's content and length: both sides are hashed to 32 bytes first. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

export function mayReadMetrics(request: MetricsRequest, rule: MetricsAccessRule): boolean {
  if (rule.token !== null && bearerMatches(request.authorization, rule.token)) return true;
  const ip = clientIp(request.forwardedFor ?? null, request.socketAddress, { trustProxy: rule.trustProxy });
  return ip !== null && rule.staffIps.some((allowed) => ipMatches(ip, allowed));
}
