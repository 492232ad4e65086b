import type { z } from "zod";

/**
 * Operator configuration that can't be used (issue 35 §11): one line saying which variable is wrong,
 * what it must be and how to fix it, instead of a validation stack. Both halves' start-up uses it
 * (the storefront's env and the commerce API's), and their entry points print `message` and stop.
 */
export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Exit code for a configuration error (sysexits' EX_CONFIG): a cluster primary doesn't restart it. */
export const CONFIGURATION_EXIT_CODE = 78;

/** Values that may hold credentials are never echoed into logs. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|KEY|URL/;

export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  hints: Record<string, string> = {},
): z.output<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    if (problems.has(name)) continue;
    const value = source[name];
    const shown = value === undefined || SECRET_NAME.test(name) ? "" : ` (got ${JSON.stringify(value)})`;
    problems.set(name, `${name} ${hints[name] ?? `is not valid: ${issue.message}`}${shown}`);
  }
  throw new ConfigurationError(`Invalid configuration: ${[...problems.values()].join("; ")}.`);
}
