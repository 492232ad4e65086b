import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { ROOT, sourceFiles } from "./source-imports";

/**
 * Every function body longer than a limit, as the compiler parses it (not counted from the text) so
 * arrows, methods and nested functions are each measured on their own body. Also run by hand to
 * list the longest: `npx tsx -e 'import("./tests/architecture/function-lengths.ts").then(m => console.table(m.longFunctions(0).slice(0, 10)))'`.
 */

export type LongFunction = { file: string; name: string; lines: number };

const DIRS = ["app", "server", "commerce-api", "contract"];
const isGenerated = (file: string) => file.endsWith(".generated.ts");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The name a reader would search for: the declaration's, the variable's or the property's. */
function functionName(node: ts.SignatureDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  let parent: ts.Node = node.parent;
  // `export const X = memo(function () {})` / `forwardRef((props) => …)`: named after X.
  while (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** The functions of one source text whose body spans more than `max` lines, braces included. */
export function longFunctionsIn(file: string, text: string, max: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const body = node.body as ts.Node;
      const start = source.getLineAndCharacterOfPosition(body.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(body.getEnd()).line;
      if (end - start + 1 > max) found.push({ file, name: functionName(node), lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Across app/, server/, commerce-api/ and contract/ (tests and generated files aside), longest first. */
export function longFunctions(max: number): LongFunction[] {
  return DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((path) => !isTest(path) && !isGenerated(path))
    .flatMap((path) => longFunctionsIn(relative(ROOT, path), readFileSync(path, "utf8"), max))
    .sort((a, b) => b.lines - a.lines);
}
