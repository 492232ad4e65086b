import { describe, expect, it } from "vitest";
import { parseTenantDomains } from "./tenant";
import { defaultTenant, tenantOrigin } from "./tenant-origins";

const config = parseTenantDomains("localhost=fr,127.0.0.1=fr,en.localhost=en", "localhost");

describe("tenant origins", () => {
  it("puts each tenant on its first domain with the request's protocol and port", () => {
    expect(tenantOrigin(config, "en", "http://localhost:3000", 3000)).toBe("http://en.localhost:3000");
    expect(tenantOrigin(config, "fr", "http://en.localhost:3000", 3000)).toBe("http://localhost:3000");
    expect(tenantOrigin(config, "fr", "https://en.localhost", 443)).toBe("https://localhost");
    expect(tenantOrigin(config, "de", "http://localhost:3000", 3000)).toBeNull();
  });

  it("names the default domain's tenant as x-default", () => {
    expect(defaultTenant(config)).toBe("fr");
  });
});
