import { describe, expect, it } from "vitest";
import { inProcessJsonText } from "#contract/in-process-bodies";
import { InProcessRequest } from "#contract/in-process-request";
import { errorBody, errorResponse, successBody, successResponse } from "./envelope";

describe("envelope", () => {
  it("wraps data in a success envelope with numeric code 200", async () => {
    expect(successBody({ a: 1 })).toEqual({ status: "success", code: 200, data: { a: 1 } });
    const response = successResponse([1, 2]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "success", code: 200, data: [1, 2] });
  });

  it("keeps null data (a valid answer, not an error)", () => {
    expect(successBody(null)).toEqual({ status: "success", code: 200, data: null });
  });

  it("builds an error envelope with the HTTP status, and errors only when there are some", async () => {
    expect(errorBody("X", "boom")).toEqual({ status: "error", code: "X", message: "boom" });
    expect(errorBody("X", "boom", [])).toEqual({ status: "error", code: "X", message: "boom" });
    const issue = { path: "id", message: "Required", code: "invalid_type" };
    const response = errorResponse(400, "VALIDATION_ERROR", "Invalid", {
      errors: [issue],
      headers: { allow: "GET" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({
      status: "error",
      code: "VALIDATION_ERROR",
      message: "Invalid",
      errors: [issue],
    });
  });

  it("answers a caller that reads the text beside the answer without a body; any other caller with it", async () => {
    const text = JSON.stringify(successBody({ a: 1 }));
    const asking = new InProcessRequest({
      method: "GET",
      url: new URL("http://api.test/"),
      headers: {},
      answerBeside: true,
    });
    const beside = successResponse({ a: 1 }, { vary: "x" }, asking);
    expect(beside.body).toBeNull();
    expect(inProcessJsonText(beside)).toBe(text);
    expect(beside.headers.get("vary")).toBe("x");
    const proxied = successResponse({ a: 1 }, undefined, new Request("http://api.test/"));
    expect(await proxied.text()).toBe(text);
  });
});
