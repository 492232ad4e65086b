import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./source-imports";

/**
 * Every error a form or a card shows goes through `ui/Field.tsx` (`Field`, or `FieldError` for a
 * group or a refused action): one look, one way of being tied to its control and announced (issue 39
 * §3). An error paragraph written by hand compiles and renders fine, which is why this is a scan.
 */

const OWNER = "app/ui/Field.tsx";

/**
 * Files allowed to write their own for a while (a component being split elsewhere): empty since the
 * staff quote card and the artwork uploader moved to FieldError. Keep it empty.
 */
const NOT_YET: string[] = [];

/** An element opening tag (over several lines too) with the error class, or a paragraph that is an alert. */
const HAND_WRITTEN = [
  /<\w+\b[^>]*className=\{?["'`][^"'`]*\bfield(?:__|-)error\b/g,
  /<p\b[^>]*\brole=["']alert["']/g,
];

function handWritten(text: string): string[] {
  return HAND_WRITTEN.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}

const offenders = sourceFiles(`${ROOT}/app`)
  .filter((file) => file.endsWith(".tsx") && !/\.test\.tsx$/.test(file))
  .map((file) => ({ file: relative(ROOT, file), found: handWritten(readFileSync(file, "utf8")) }))
  .filter(({ found }) => found.length > 0)
  .map(({ file }) => file);

describe("error paragraphs", () => {
  it("are written by ui/Field.tsx only", () => {
    expect(offenders.filter((file) => file !== OWNER && !NOT_YET.includes(file))).toEqual([]);
  });

  it("the allow-list names only files that still need it", () => {
    expect(NOT_YET.filter((file) => !offenders.includes(file))).toEqual([]);
  });

  it("recognises a hand-written one (a broken pattern would pass vacuously)", () => {
    expect(offenders).toContain(OWNER);
    expect(handWritten('<p\n  className="field__error"\n  role="alert">x</p>')).toHaveLength(2);
    expect(handWritten('<span className={"field-error"}>')).toHaveLength(1);
    expect(handWritten('<FieldError announce>{t("x")}</FieldError>')).toEqual([]);
  });
});
