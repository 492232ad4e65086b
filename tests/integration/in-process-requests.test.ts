import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessJsonText } from "#contract/in-process-bodies";
import { InProcessRequest } from "#contract/in-process-request";
import { createTestApi, TENANT_HEADERS, type TestApi } from "./helpers";

/**
 * ADR 104: the storefront's in-process calls reach the embedded API as plain objects, not web
 * Requests. The API must still hold them to everything an HTTP caller meets: the tenant check, the
 * body's size limit and its zod validation, the error envelopes.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

function inProcess(
  method: string,
  path: string,
  jsonText: string | null,
  headers: Record<string, string> = TENANT_HEADERS.fr,
) {
  return new InProcessRequest({ method, url: new URL(path, "http://commerce.test"), headers, jsonText });
}

async function answered(request: InProcessRequest) {
  const response = await test.api.handler(request);
  return {
    status: response.status,
    body: JSON.parse(inProcessJsonText(response) ?? (await response.text())),
  };
}

describe("in-process requests (ADR 104)", () => {
  it("answer as the same web Request does", async () => {
    const path = "/api/v1/content/basic-configs/?x=1";
    const web = await test.api.handler(
      new Request(new URL(path, "http://commerce.test"), { headers: TENANT_HEADERS.en }),
    );
    const local = await answered(inProcess("GET", path, null, TENANT_HEADERS.en));
    expect(local.status).toBe(200);
    expect(local.body).toStrictEqual(await web.json());
  });

  it("refuse a body outside the contract with 400 and its fields, and malformed JSON with 400", async () => {
    const invalid = await answered(inProcess("POST", "/api/v1/product/validate/", '{"version":"x"}'));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ status: "error", code: "VALIDATION_ERROR" });
    expect(invalid.body.errors.length).toBeGreaterThan(0);
    const malformed = await answered(inProcess("POST", "/api/v1/product/validate/", "{not json"));
    expect(malformed).toMatchObject({ status: 400, body: { code: "MALFORMED_JSON" } });
  });

  it("refuse a body over the API's limit with 413, and an unknown tenant with 400", async () => {
    const huge = JSON.stringify({ note: "€".repeat(400_000) });
    expect((await answered(inProcess("POST", "/api/v1/product/validate/", huge))).status).toBe(413);
    const unknown = await answered(
      inProcess("GET", "/api/v1/content/basic-configs/", null, {
        "fe-x-tenant": "de",
        "fe-x-active-currency": "EUR",
      }),
    );
    expect(unknown).toMatchObject({ status: 400, body: { code: "TENANT_UNKNOWN" } });
  });

  it("answer spec §7's unversioned path without changing the caller's URL", async () => {
    const request = inProcess("GET", "/api/design-browser-templates?format=85x55&limit=1", null);
    const answer = await test.api.handler(request);
    expect(answer.status).toBe(200);
    expect(request.target.pathname).toBe("/api/design-browser-templates");
  });
});
