import { describe, expect, it } from "vitest";
import { detectStaff, ipMatches, normaliseIp } from "./staff";

describe("ipMatches", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7", true],
    ["203.0.113.8", "203.0.113.7", false],
    ["::ffff:203.0.113.7", "203.0.113.7", true],
    ["10.1.2.3", "10.0.0.0/8", true],
    ["11.1.2.3", "10.0.0.0/8", false],
    ["192.168.1.200", "192.168.1.128/25", true],
    ["192.168.1.100", "192.168.1.128/25", false],
    ["200.1.1.1", "200.1.1.1/32", true],
    ["1.2.3.4", "0.0.0.0/0", true],
    ["::1", "::1", true],
    ["2001:db8::1", "2001:DB8::1", true],
    ["1.2.3.4", "1.2.3.0/33", false],
    ["1.2.3.4", "garbage/8", false],
    ["not-an-ip", "10.0.0.0/8", false],
  ])("%s against %s → %s", (ip, rule, expected) => {
    expect(ipMatches(ip, rule)).toBe(expected);
  });
});

describe("normaliseIp", () => {
  it("unwraps IPv4-mapped IPv6 only", () => {
    expect(normaliseIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseIp("::ffff:abcd")).toBe("::ffff:abcd");
  });
});

describe("detectStaff", () => {
  const base = {
    clientIp: "198.51.100.4",
    staffIps: ["203.0.113.0/24"],
    hasAgentCookie: false,
    devFlag: false,
  };

  it("is nobody by default", () => {
    expect(detectStaff(base)).toBeNull();
  });

  it("recognises the company IP range", () => {
    expect(detectStaff({ ...base, clientIp: "203.0.113.50" })).toBe("ip");
  });

  it("recognises the agent cookie", () => {
    expect(detectStaff({ ...base, hasAgentCookie: true })).toBe("agent");
  });

  it("treats everyone as staff in the development environment", () => {
    expect(detectStaff({ ...base, devFlag: true })).toBe("dev");
  });

  it("does not match without a client IP", () => {
    expect(detectStaff({ ...base, clientIp: null, staffIps: ["0.0.0.0/0"] })).toBeNull();
  });
});
