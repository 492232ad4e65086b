import { describe, expect, it } from "vitest";
import { normaliseHost, parseTenantDomains, resolveTenant, TenantDomainError } from "./tenant";

const config = parseTenantDomains("localhost=fr, 127.0.0.1=fr, en.localhost=en, www.localhost", "localhost");

describe("parseTenantDomains", () => {
  it("reads hosts, tenants and the default domain", () => {
    expect(config.availableDomains).toEqual(["localhost", "127.0.0.1", "en.localhost", "www.localhost"]);
    expect(config.tenantByDomain).toEqual({ localhost: "fr", "127.0.0.1": "fr", "en.localhost": "en" });
    expect(config.defaultDomain).toBe("localhost");
  });

  it("refuses a default domain that has no tenant", () => {
    expect(() => parseTenantDomains("en.localhost=en", "localhost")).toThrow(/DEFAULT_DOMAIN/);
  });
});

describe("resolveTenant", () => {
  it("maps each configured host to its tenant, ignoring port and case", () => {
    expect(resolveTenant("localhost:3000", config)).toEqual({ tenant: "fr", domain: "localhost" });
    expect(resolveTenant("127.0.0.1:3000", config)).toEqual({ tenant: "fr", domain: "127.0.0.1" });
    expect(resolveTenant("EN.localhost", config)).toEqual({ tenant: "en", domain: "en.localhost" });
  });

  it("serves an available host without its own tenant with the default domain's tenant", () => {
    expect(resolveTenant("www.localhost", config)).toEqual({ tenant: "fr", domain: "www.localhost" });
  });

  it("uses the default domain when the request has no Host", () => {
    expect(resolveTenant(null, config)).toEqual({ tenant: "fr", domain: "localhost" });
  });

  it.each(["evil.example", "localhost.evil.example", "local host", "localhost@evil", ""])(
    "refuses %j with 'Tenant domain not valid'",
    (host) => {
      expect(() => resolveTenant(host, config)).toThrow(TenantDomainError);
      expect(() => resolveTenant(host, config)).toThrow("Tenant domain not valid");
    },
  );
});

describe("normaliseHost", () => {
  it("handles IPv6 literals", () => {
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
  });
});
