/**
 * Staff detection (spec §1, §6): a company IP, a validly signed agent cookie, or the
 * development-environment flag. Pure, so each rule is tested on its own.
 */

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** Strips the IPv4-mapped IPv6 prefix Node reports for IPv4 clients on dual-stack sockets. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/** Exact match for any address; CIDR ranges for IPv4 ("10.0.0.0/8"). */
export function ipMatches(ip: string, rule: string): boolean {
  const address = normaliseIp(ip);
  const [network, bitsText] = rule.trim().toLowerCase().split("/");
  if (!network) return false;
  if (bitsText === undefined) return address === normaliseIp(network);
  const bits = Number(bitsText);
  const addressValue = ipv4ToNumber(address);
  const networkValue = ipv4ToNumber(network);
  if (addressValue === null || networkValue === null || !Number.isInteger(bits) || bits < 0 || bits > 32) {
    return false;
  }
  // Same network when both addresses agree on the leading `bits` bits (plain arithmetic:
  // bitwise operators would turn addresses above 127.255.255.255 negative).
  const blockSize = 2 ** (32 - bits);
  return Math.floor(addressValue / blockSize) === Math.floor(networkValue / blockSize);
}

export interface StaffSignals {
  clientIp: string | null;
  staffIps: readonly string[];
  hasAgentCookie: boolean;
  devFlag: boolean;
}

export type StaffReason = "ip" | "agent" | "dev";

export function detectStaff({
  clientIp,
  staffIps,
  hasAgentCookie,
  devFlag,
}: StaffSignals): StaffReason | null {
  if (devFlag) return "dev";
  if (hasAgentCookie) return "agent";
  if (clientIp && staffIps.some((rule) => ipMatches(clientIp, rule))) return "ip";
  return null;
}
