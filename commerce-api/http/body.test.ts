import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InProcessRequest } from "#contract/in-process-request";
import { MAX_JSON_BODY_BYTES, readBody, readJsonBody } from "./body";
import { HttpError } from "./errors";
import { parseQuery, queryToObject } from "./validation";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://api.test/api/v1/x", { method: "POST", body, headers });

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe("readBody", () => {
  it("takes a body the storefront made in this process from its text, held to the same limit (ADR 058, 104)", async () => {
    const inProcess = (jsonText: string) =>
      new InProcessRequest({
        method: "POST",
        url: new URL("http://api.test/api/v1/x"),
        headers: {},
        jsonText,
      });
    expect(await readBody(inProcess('{"from":"text"}'))).toEqual({ kind: "json", value: { from: "text" } });
    expect(await readBody(inProcess(""))).toEqual({ kind: "empty" });
    expect((await caught(readBody(inProcess(JSON.stringify({ a: "x".repeat(40) })), 20))).status).toBe(413);
    // Counted in bytes, not characters: 8 three-byte characters are 24 bytes.
    expect((await caught(readBody(inProcess(JSON.stringify("€€€€€€€€")), 20))).status).toBe(413);
    expect((await caught(readBody(inProcess("not json")))).code).toBe("MALFORMED_JSON");
  });

  it("parses JSON without any Content-Type (the storefront strips it)", async () => {
    const request = post(JSON.stringify({ a: 1 }));
    request.headers.delete("content-type");
    expect(await readBody(request)).toEqual({ kind: "json", value: { a: 1 } });
  });

  it("parses JSON whatever the declared text type", async () => {
    expect(await readBody(post('{"a":2}', { "content-type": "text/plain" }))).toEqual({
      kind: "json",
      value: { a: 2 },
    });
  });

  it("treats an absent or blank body as empty", async () => {
    expect(await readBody(post(null))).toEqual({ kind: "empty" });
    expect(await readBody(post("  \n"))).toEqual({ kind: "empty" });
  });

  it("rejects malformed JSON with 400 MALFORMED_JSON", async () => {
    const error = await caught(readBody(post("{ not json")));
    expect(error).toMatchObject({ status: 400, code: "MALFORMED_JSON" });
  });

  it("rejects bodies over the limit, declared or streamed", async () => {
    const big = "x".repeat(MAX_JSON_BODY_BYTES + 1);
    expect(await caught(readBody(post(big)))).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(await caught(readBody(post("[1, 2, 3]"), 4))).toMatchObject({ status: 413 });
  });

  it("does not accept multipart yet", async () => {
    const error = await caught(readBody(post("--x", { "content-type": "multipart/form-data; boundary=x" })));
    expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

describe("readJsonBody", () => {
  const schema = z.object({ cartId: z.string().min(1), quantity: z.number().int().positive() });

  it("returns the validated body", async () => {
    expect(await readJsonBody(post('{"cartId":"c1","quantity":3}'), schema)).toEqual({
      cartId: "c1",
      quantity: 3,
    });
  });

  it("lists every failing field in a 400 VALIDATION_ERROR", async () => {
    const error = await caught(readJsonBody(post('{"quantity":0}'), schema));
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(error.errors?.map((issue) => issue.path).sort()).toEqual(["cartId", "quantity"]);
  });

  it("validates an absent body as an empty object", async () => {
    const optional = z.object({ forceCreate: z.boolean().default(false) });
    expect(await readJsonBody(post(null), optional)).toEqual({ forceCreate: false });
  });
});

describe("query parsing", () => {
  it("keeps single values as strings and repeated ones as arrays", () => {
    expect(queryToObject(new URLSearchParams("id=3&sku=a&sku=b"))).toEqual({ id: "3", sku: ["a", "b"] });
  });

  it("throws VALIDATION_ERROR for a query failing its schema", () => {
    const url = new URL("http://api.test/x?id=abc");
    expect(() => parseQuery(url, z.object({ id: z.string().regex(/^\d+$/) }))).toThrow(
      expect.objectContaining({ status: 400, code: "VALIDATION_ERROR" }),
    );
  });
});
