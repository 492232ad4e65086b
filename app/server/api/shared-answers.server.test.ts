import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SharedAnswers, sharedMaxAge } from "./shared-answers.server";

const pageSchema = z.object({ title: z.string() });
const otherSchema = z.object({ title: z.string() });

function answers(start = 1_000_000) {
  const clock = { now: start };
  return { clock, kept: new SharedAnswers(() => clock.now, 3) };
}

describe("sharedMaxAge", () => {
  it("lets anyone reuse only a public answer with a positive max-age", () => {
    expect(sharedMaxAge("public, max-age=5")).toBe(5);
    expect(sharedMaxAge("Max-Age=30, PUBLIC")).toBe(30);
    expect(sharedMaxAge("public, max-age=3600")).toBe(60);
    expect(sharedMaxAge("max-age=5")).toBeNull();
    expect(sharedMaxAge("public, private, max-age=5")).toBeNull();
    expect(sharedMaxAge("public, no-store, max-age=5")).toBeNull();
    expect(sharedMaxAge("public, no-cache")).toBeNull();
    expect(sharedMaxAge("public, max-age=0")).toBeNull();
    expect(sharedMaxAge("public, max-age=-5")).toBeNull();
    expect(sharedMaxAge("public, max-age=5s")).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });
});

describe("SharedAnswers", () => {
  it("gives an answer back for its max-age on the request's clock, not before or after", () => {
    const { clock, kept } = answers();
    kept.set(pageSchema, "fr|EUR|/page?id=1", { title: "Cartes" }, 5);
    expect(kept.get(pageSchema, "fr|EUR|/page?id=1")).toEqual({ title: "Cartes" });
    clock.now += 4_999;
    expect(kept.get(pageSchema, "fr|EUR|/page?id=1")).toBeDefined();
    clock.now += 1;
    expect(kept.get(pageSchema, "fr|EUR|/page?id=1")).toBeUndefined();
    // A request whose clock is behind the answer's (a test that moved its clock) doesn't get it either.
    kept.set(pageSchema, "fr|EUR|/page?id=1", { title: "Cartes" }, 5);
    clock.now -= 1;
    expect(kept.get(pageSchema, "fr|EUR|/page?id=1")).toBeUndefined();
  });

  it("keeps an answer apart per schema and key, frozen, and forgets the oldest past its bound", () => {
    const { kept } = answers();
    kept.set(pageSchema, "a", { title: "A" }, 5);
    expect(kept.get(otherSchema, "a")).toBeUndefined();
    expect(Object.isFrozen(kept.get(pageSchema, "a"))).toBe(true);
    kept.set(pageSchema, "b", { title: "B" }, 5);
    kept.set(pageSchema, "c", { title: "C" }, 5);
    kept.set(pageSchema, "a", { title: "A again" }, 5);
    expect(kept.get(pageSchema, "a")).toEqual({ title: "A again" });
    kept.set(pageSchema, "d", { title: "D" }, 5);
    expect(kept.get(pageSchema, "a")).toBeUndefined();
    expect(kept.get(pageSchema, "d")).toEqual({ title: "D" });
  });
});
