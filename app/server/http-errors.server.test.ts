import { describe, expect, it } from "vitest";
import { ApiError, UpstreamContractError, UpstreamUnavailableError } from "./api/errors";
import { toErrorResponse } from "./http-errors.server";

const statusOf = (error: unknown) => (toErrorResponse(error) as { init: { status: number } }).init.status;
const refusal = (status: number, code: string) => new ApiError(status, code, "upstream words", "/api/v1/x/");

describe("toErrorResponse", () => {
  it("answers an upstream refusal with the same kind of 4xx, not a 502", () => {
    expect(statusOf(refusal(409, "CART_CHECKED_OUT"))).toBe(409);
    expect(statusOf(refusal(413, "PAYLOAD_TOO_LARGE"))).toBe(413);
    expect(statusOf(refusal(429, "TOO_MANY_REQUESTS"))).toBe(429);
    expect(statusOf(refusal(400, "VALIDATION_ERROR"))).toBe(400);
    expect(statusOf(refusal(422, "ARTWORK_DAMAGED"))).toBe(422);
    expect(statusOf(refusal(404, "PAGE_NOT_FOUND"))).toBe(404);
  });

  it("keeps 502/503/504 for an upstream that failed", () => {
    expect(statusOf(refusal(500, "INTERNAL"))).toBe(502);
    expect(statusOf(refusal(503, "DOWN"))).toBe(503);
    expect(statusOf(new UpstreamUnavailableError(504, "/api/v1/x/"))).toBe(504);
    expect(statusOf(new UpstreamContractError("/api/v1/x/", "not JSON"))).toBe(502);
  });

  it("shows the shop's words for a refusal, never the upstream's", () => {
    const answer = toErrorResponse(refusal(409, "CART_CHECKED_OUT")) as { data: string };
    expect(answer.data).toBe("errors:request.conflict");
  });

  it("words every failure and sign-in refusal with a dictionary entry, never English (issue 38 §6)", () => {
    const wordsOf = (error: unknown) => (toErrorResponse(error) as { data: string }).data;
    expect(wordsOf(refusal(401, "UNAUTHORIZED"))).toBe("errors:request.unauthorized");
    expect(wordsOf(refusal(403, "FORBIDDEN"))).toBe("errors:request.forbidden");
    expect(wordsOf(refusal(404, "ORDER_NOT_FOUND"))).toBe("errors:request.notFound");
    expect(wordsOf(refusal(500, "INTERNAL"))).toBe("errors:upstream.failed");
    expect(wordsOf(new UpstreamUnavailableError(503, "/api/v1/x/"))).toBe("errors:upstream.unavailable");
    expect(wordsOf(new UpstreamContractError("/api/v1/x/", "not JSON"))).toBe("errors:upstream.unexpected");
  });
});
