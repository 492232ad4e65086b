import { describe, expect, it } from "vitest";
import { UNKNOWN_CLIENT } from "./abuse-limits";
import { CLIENT_IP_HEADER, clientLimitKey, parseClientIp, stampClientIp } from "./client-ip";

describe("client address", () => {
  it("accepts IPv4 and IPv6, unwraps IPv4-mapped addresses and refuses anything else", () => {
    expect(parseClientIp(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(parseClientIp("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(parseClientIp("2001:DB8::1")).toBe("2001:db8::1");
    expect(parseClientIp("203.0.113.7, 10.0.0.1")).toBeNull();
    expect(parseClientIp("localhost")).toBeNull();
    expect(parseClientIp(null)).toBeNull();
  });

  it("counts an IPv6 client by its /64 and falls back to one shared bucket", () => {
    expect(clientLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientLimitKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(clientLimitKey("2001:db8:0:1:ffff::9")).toBe(clientLimitKey("2001:db8:0:1::5"));
    expect(clientLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(clientLimitKey(null)).toBe(UNKNOWN_CLIENT);
  });

  it("believes the header only when trusted, else uses the socket address", () => {
    const request = () =>
      new Request("http://api.test/", { headers: { [CLIENT_IP_HEADER]: "198.51.100.1" } });
    const untrusted = request();
    stampClientIp(untrusted, "::ffff:192.0.2.9", false);
    expect(untrusted.headers.get(CLIENT_IP_HEADER)).toBe("192.0.2.9");
    const trusted = request();
    stampClientIp(trusted, "192.0.2.9", true);
    expect(trusted.headers.get(CLIENT_IP_HEADER)).toBe("198.51.100.1");
    const nothing = request();
    stampClientIp(nothing, undefined, false);
    expect(nothing.headers.has(CLIENT_IP_HEADER)).toBe(false);
  });
});
