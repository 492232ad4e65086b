import { describe, expect, it } from "vitest";
import { type Packed, packedJson } from "./packed-json";

describe("packed JSON values (ADR 051)", () => {
  it("remembers at most its limit of texts, the oldest going first", () => {
    const codec = packedJson<{ n: number }>(2);
    const values = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const [first, second, third] = values.map((value) => codec.pack(value)) as [
      Packed<{ n: number }>,
      Packed<{ n: number }>,
      Packed<{ n: number }>,
    ];
    // The two newest are still the packed objects themselves…
    expect(codec.unpack(second)).toBe(values[1]);
    expect(codec.unpack(third)).toBe(values[2]);
    // …the oldest is read from its text again: equal, a new object.
    const reread = codec.unpack(first);
    expect(reread).toEqual({ n: 1 });
    expect(reread).not.toBe(values[0]);
    // Packing the same object again gives the same text without serialising it again.
    expect(codec.pack(values[0] as { n: number })).toBe(first);
  });
});
