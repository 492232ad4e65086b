import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { dictionaries } from "../db/seed/dictionaries";
import { INVOICE_MAIL_TEXTS } from "../invoices/invoice-mails";
import { INVOICE_TEXTS } from "../invoices/invoice-texts";
import { ORDER_MAIL_TEXTS } from "../orders/order-mail-texts";
import { providerText } from "../payments/provider-page-text";
import { FRENCH_SPACE, frenchSpacingProblems } from "./french-typography";
import { FOOTER_TEXTS } from "./mail-layout";

/** Every string a value holds; functions are called with placeholder arguments to read what they write. */
function textsOf(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (typeof value === "function") textsOf(value("x", "x", "x", "x"), `${path}()`, out);
  else if (typeof value === "object" && value !== null)
    for (const [key, child] of Object.entries(value)) textsOf(child, `${path}.${key}`, out);
  return out;
}

const problemsIn = (texts: [string, string][]) =>
  texts.flatMap(([where, text]) => frenchSpacingProblems(text).map((problem) => `${where}: ${problem}`));

/** French string literals (they hold an accented letter) of the modules that write mails inline. */
function frenchLiteralsOf(file: string): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: [string, string][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node)
    )
      if (/[àâçéèêëîïôûùœ’]/i.test(node.text)) out.push([`${file}:${node.getStart(source)}`, node.text]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("French typography (issue 38 §5)", () => {
  it("finds a plain space, or none, before double punctuation and inside guillemets", () => {
    expect(frenchSpacingProblems(`Code${FRENCH_SPACE}: « Été${FRENCH_SPACE}»`)).toHaveLength(1);
    expect(frenchSpacingProblems("Prêt ; ok!")).toHaveLength(2);
    expect(frenchSpacingProblems(`«${FRENCH_SPACE}Été »`)).toHaveLength(1);
    expect(
      frenchSpacingProblems("Merci\u202f! Prêt\u00a0? Voir https://x.test/?a=1 et {{a}}\u00a0: {{b}}"),
    ).toEqual([]);
  });

  it("every French dictionary text has its no-break spaces", () => {
    expect(problemsIn(textsOf(dictionaries.fr, "fr"))).toEqual([]);
  });

  it("every French mail and the provider's French pages have theirs", () => {
    const tables = textsOf(
      {
        order: ORDER_MAIL_TEXTS.fr,
        invoice: INVOICE_MAIL_TEXTS.fr,
        document: INVOICE_TEXTS.fr,
        footer: FOOTER_TEXTS.fr,
        provider: providerText("fr-FR"),
      },
      "mail",
    );
    const inline = [
      "commerce-api/accounts/welcome.ts",
      "commerce-api/accounts/password-reset.routes.ts",
      "commerce-api/newsletter/newsletter.routes.ts",
      "commerce-api/quotes/quotes.rules.ts",
    ].flatMap(frenchLiteralsOf);
    expect(inline.length).toBeGreaterThan(10);
    expect(problemsIn([...tables, ...inline])).toEqual([]);
  });
});
