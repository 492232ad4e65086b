import { describe, expect, it } from "vitest";
import { z } from "zod";
import { retryAfterSeconds, unwrapEnvelope } from "./envelope";
import { ApiError, UpstreamContractError } from "./errors";

const schema = z.object({ id: z.number() });

describe("unwrapEnvelope", () => {
  it("returns validated data from a success envelope", () => {
    expect(unwrapEnvelope(200, { status: "success", code: 200, data: { id: 1 } }, schema, "/x")).toEqual({
      id: 1,
    });
  });

  it("turns an error envelope into an ApiError with the HTTP status, code and message", () => {
    const call = () =>
      unwrapEnvelope(404, { status: "error", code: "PAGE_NOT_FOUND", message: "No such page" }, schema, "/p");
    expect(call).toThrow(ApiError);
    try {
      call();
    } catch (error) {
      expect(error).toMatchObject({
        status: 404,
        code: "PAGE_NOT_FOUND",
        message: "No such page",
        path: "/p",
      });
    }
  });

  it("treats data that fails its schema as a contract error (502)", () => {
    const call = () => unwrapEnvelope(200, { status: "success", code: 200, data: { id: "1" } }, schema, "/x");
    expect(call).toThrow(UpstreamContractError);
    expect(call).toThrow(/id/);
  });

  it.each([
    ["no envelope", 200, { id: 1 }],
    ["success flag on an HTTP error", 500, { status: "success", code: 200, data: { id: 1 } }],
    ["a wrong success code", 200, { status: "success", code: 201, data: { id: 1 } }],
    ["null", 200, null],
    ["a string", 502, "<html>Bad gateway</html>"],
  ])("treats %s as a contract error", (_label, status, body) => {
    expect(() => unwrapEnvelope(status, body, schema, "/x")).toThrow(UpstreamContractError);
  });

  it("never reports an error envelope as success even on HTTP 200", () => {
    expect(() => unwrapEnvelope(200, { status: "error", code: "X", message: "boom" }, schema, "/x")).toThrow(
      expect.objectContaining({ status: 502, code: "X" }),
    );
  });
});

describe("retryAfterSeconds (ADR 065)", () => {
  it("reads whole seconds, at least 1, and nothing else", () => {
    expect(retryAfterSeconds("42")).toBe(42);
    expect(retryAfterSeconds(" 0 ")).toBe(1);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
    expect(retryAfterSeconds("-5")).toBeNull();
    expect(retryAfterSeconds("1e9")).toBeNull();
  });

  it("travels on the ApiError of a 429", () => {
    const refusal = { status: "error", code: "TOO_MANY_REQUESTS", message: "Too many requests" };
    const thrown = (() => {
      try {
        unwrapEnvelope(429, refusal, z.unknown(), "/api/v1/search/", 12);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).retryAfterSeconds).toBe(12);
  });
});
