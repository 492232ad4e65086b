import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parsedJson } from "./parsed-json";

const schema = z.object({ name: z.string(), sizes: z.array(z.number()) });

describe("parsedJson", () => {
  it("parses and validates a text once, then answers the same frozen value", () => {
    const text = JSON.stringify({ name: "cards", sizes: [1, 2] });
    const first = parsedJson(schema, text);
    expect(first).toEqual({ name: "cards", sizes: [1, 2] });
    expect(parsedJson(schema, `${text}`)).toBe(first);
    // Shared by every request: nobody may change it in place.
    expect(() => first.sizes.push(3)).toThrow(TypeError);
  });

  it("parses an edited text again, and still refuses what the schema refuses", () => {
    const before = parsedJson(schema, JSON.stringify({ name: "a", sizes: [] }));
    const after = parsedJson(schema, JSON.stringify({ name: "b", sizes: [] }));
    expect(after).not.toBe(before);
    expect(after.name).toBe("b");
    expect(() => parsedJson(schema, JSON.stringify({ name: 1 }))).toThrow();
  });
});
