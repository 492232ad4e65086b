import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-imports";

/**
 * A refused form action answers one shape, `FormResult` (`app/server/form-errors.ts`, ADR 088):
 * `{ errors: { field | "form": key }, values? }`, plus what its screen needs. The compiler holds every
 * `refused(…)` and every `X extends FormResult` to it; this scan keeps an action from answering a
 * shape of its own (`data<Own>(…)`, `data({ error })`).
 */

/** Answers that are not a form's refusal: JSON for the design editor's fetches, the island's re-quote. */
const NOT_FORM_ANSWERS = ["EditorSaveAnswer", "EditorUploadAnswer", "IslandAnswer"];

const files = sourceFiles(`${ROOT}/app`).filter((file) => !/\.test\.tsx?$/.test(file));
const text = new Map(files.map((file) => [relative(ROOT, file), readFileSync(file, "utf8")]));
const all = [...text.values()].join("\n");

/** The type names actions hand to `data<…>(` or `refused<…>(` across the app. */
const answered = new Set(
  [...all.matchAll(/\b(?:data|refused)<(\w+)>\(/g)].map((match) => match[1] as string),
);

/** Declared as the one shape: `type X = FormResult & …` or `interface X extends FormResult`. */
function buildsOnFormResult(name: string): boolean {
  return new RegExp(`type ${name} = FormResult\\b|interface ${name} extends FormResult\\b`).test(all);
}

describe("action results", () => {
  it("every refused action answers FormResult (or a type built on it)", () => {
    const own = [...answered].filter(
      (name) => name !== "FormResult" && !buildsOnFormResult(name) && !NOT_FORM_ANSWERS.includes(name),
    );
    expect(own).toEqual([]);
  });

  it("no action answers an untyped { error } of its own", () => {
    const untyped = [...text]
      .filter(([, source]) => /\bdata\(\s*\{\s*error\b/.test(source))
      .map(([file]) => file);
    expect(untyped).toEqual([]);
  });

  it("reads the real sources (a broken pattern would pass vacuously)", () => {
    expect(answered.has("LoginActionData")).toBe(true);
    expect(buildsOnFormResult("LoginActionData")).toBe(true);
    expect(all).toMatch(/\brefused\(formError\(/);
    // The last four to move (issue 39 §3): the product page's, the cart's and the upload screen's.
    for (const name of ["ProductActionData", "CartActionData", "CartPromoActionData", "UploadActionData"]) {
      expect(answered.has(name)).toBe(true);
      expect(buildsOnFormResult(name)).toBe(true);
    }
  });
});
