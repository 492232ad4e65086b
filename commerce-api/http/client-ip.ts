import { isIP } from "node:net";
import { UNKNOWN_CLIENT } from "./abuse-limits";

/**
 * The visitor's address, as the storefront saw it. The storefront sets it on every call; the API
 * believes it only from the storefront: in-process always (nothing else can call the handler), and
 * over HTTP only when the operator says so (server.ts, COMMERCE_API_TRUST_CLIENT_IP).
 */
export const CLIENT_IP_HEADER = "fe-x-client-ip";

/** A valid IPv4/IPv6 address, IPv4-mapped IPv6 unwrapped, lower-cased; null for anything else. */
export function parseClientIp(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase() ?? "";
  const unwrapped =
    trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(unwrapped) ? unwrapped : null;
}

/**
 * The bucket of per-client limits. An IPv6 client usually holds a whole /64, so it counts as one
 * client; without an address all such callers share one bucket.
 */
export function clientLimitKey(ip: string | null): string {
  if (!ip) return UNKNOWN_CLIENT;
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part stands for two groups.
  const last = right.at(-1) ?? left.at(-1) ?? "";
  const groupsUsed = left.length + right.length + (last.includes(".") ? 1 : 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - groupsUsed).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The standalone server's side: the storefront's header when it is trusted, else the socket
 * address, so a caller can never pick its own bucket.
 */
export function stampClientIp(request: Request, socketAddress: string | undefined, trustHeader: boolean) {
  const claimed = trustHeader ? parseClientIp(request.headers.get(CLIENT_IP_HEADER)) : null;
  const ip = claimed ?? parseClientIp(socketAddress);
  if (ip) request.headers.set(CLIENT_IP_HEADER, ip);
  else request.headers.delete(CLIENT_IP_HEADER);
}
