import type { z } from "zod";
import { formRuleIssues, readFormRules, ruleIssueMessage } from "#contract/account/form-rules";
import { loadValidationRules } from "../content/content.repository";
import type { RequestContext } from "../context";
import { readBody } from "../http/body";
import { badRequest, type FieldIssue } from "../http/errors";
import { toFieldIssues } from "../http/validation";

/**
 * The API applies the form rules it sends with the basic configs (issue 19: one source for password,
 * VAT number, phone and postal code rules): a field that breaks one is a 400 naming the field.
 */

type RuleInput = Parameters<typeof formRuleIssues>[1];

async function ruleIssues(context: RequestContext, input: RuleInput): Promise<FieldIssue[]> {
  const rules = readFormRules(await loadValidationRules(context.db));
  return Object.entries(formRuleIssues(rules, input)).map(([path, issue]) => ({
    path,
    code: issue,
    message: ruleIssueMessage(issue, rules),
  }));
}

export async function requireFormRules(context: RequestContext, input: RuleInput): Promise<void> {
  const issues = await ruleIssues(context, input);
  if (issues.length > 0) throw badRequest("VALIDATION_ERROR", "The request body is invalid", issues);
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * Reads a JSON body checked by its schema and by the form rules at once, so a client hears of every
 * wrong field in one answer. `pick` names the ruled fields of the raw body (strings only).
 */
export async function readBodyWithFormRules<S extends z.ZodType>(
  context: RequestContext,
  schema: S,
  pick: (field: (name: string) => string | undefined) => RuleInput,
): Promise<z.output<S>> {
  const body = await readBody(context.request);
  const raw = body.kind === "json" ? body.value : {};
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const parsed = schema.safeParse(raw);
  const structural = parsed.success ? [] : toFieldIssues(parsed.error);
  const ruled = (
    await ruleIssues(
      context,
      pick((name) => text(record[name])),
    )
  ).filter((issue) => !structural.some((other) => other.path === issue.path));
  const issues = [...structural, ...ruled];
  if (issues.length > 0) throw badRequest("VALIDATION_ERROR", "The request body is invalid", issues);
  return parsed.data as z.output<S>;
}
