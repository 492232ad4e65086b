import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { webRequest } from "#contract/in-process-request";
import { ApiClient, shopRelativeLocation, type Upstream } from "./api-client.server";

/** The storefront's /api/v1 proxy in front of a standalone API host (issue 37 §1, ADR 070). */
const client = (upstream: Upstream, baseUrl = "http://upstream.test") =>
  new ApiClient({
    upstream,
    baseUrl,
    tenant: "fr",
    currency: "EUR",
    accessToken: "token-1",
    timeoutMs: 1000,
  });

describe("ApiClient.forward to a remote API (COMMERCE_API_URL)", () => {
  it("hands the API's 303 to the browser instead of following it to a path the API doesn't serve", async () => {
    // A real listener and Node's fetch: following the redirect is fetch's default (issue 37 §1).
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? "");
      if (req.url?.startsWith("/api/v1/payment-provider/"))
        res.writeHead(303, { location: "/panier/paiement/?order=o1&intent=i1" }).end();
      else res.writeHead(404, { "content-type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const api = client((request) => fetch(webRequest(request)), baseUrl);
      const body = new TextEncoder().encode("decision=approve");
      const response = await api.forward("POST", "/api/v1/payment-provider/paypal/i1/", body);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/panier/paiement/?order=o1&intent=i1");
      expect(asked).toEqual(["/api/v1/payment-provider/paypal/i1/"]);
    } finally {
      server.close();
    }
  });

  it("rewrites a Location on the API's own origin to the shop's, leaving other origins alone", async () => {
    const upstream = async () =>
      new Response(null, { status: 303, headers: { location: "http://upstream.test/panier/?a=1#x" } });
    const response = await client(upstream).forward("GET", "/api/v1/payment-provider/card/1/", null);
    expect(response.headers.get("location")).toBe("/panier/?a=1#x");
    const api = "http://10.0.0.7:4000";
    expect(shopRelativeLocation("//10.0.0.7:4000/panier/", api)).toBe("/panier/");
    expect(shopRelativeLocation("https://bank.example/3ds?x=1", api)).toBe("https://bank.example/3ds?x=1");
    expect(shopRelativeLocation("../retour/", api)).toBe("../retour/");
  });
});
