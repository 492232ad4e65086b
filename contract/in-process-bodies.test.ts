import { describe, expect, it } from "vitest";
import { inProcessJsonText, jsonTextResponse } from "./in-process-bodies";

describe("in-process bodies", () => {
  it("gives the text of a marked answer until its body is read, and nothing for others", async () => {
    const text = JSON.stringify({ status: "success", code: 200, data: { ok: true } });
    const marked = jsonTextResponse(text, text);
    expect(inProcessJsonText(marked)).toBe(text);
    expect(inProcessJsonText(new Response(text))).toBeUndefined();
    await marked.text();
    expect(inProcessJsonText(marked)).toBeUndefined();
  });
});
