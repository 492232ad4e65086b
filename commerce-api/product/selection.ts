import type { FieldIssue } from "../http/errors";
import type { ProductDefinition } from "./catalogue.types";

/** Selection rules of a product: defaults, unknown features/options and incompatible combinations. */

export type Selection = Record<string, string>;

export interface ResolvedSelection {
  /** Every feature with a value: the requested one, else the default. */
  selection: Selection;
  /** Empty when the selection is valid. */
  issues: FieldIssue[];
}

export function defaultSelection(definition: ProductDefinition): Selection {
  return Object.fromEntries(definition.features.map((feature) => [feature.name, feature.defaultValue]));
}

/**
 * Completes a requested selection with the defaults and checks it. Values are compared as
 * strings (a client may send 4 for "4"). `path` prefixes the issue paths.
 */
export function resolveSelection(
  definition: ProductDefinition,
  requested: Readonly<Record<string, unknown>>,
  path = "configuration",
): ResolvedSelection {
  const selection = defaultSelection(definition);
  const issues: FieldIssue[] = [];
  for (const [name, raw] of Object.entries(requested)) {
    const feature = definition.features.find((candidate) => candidate.name === name);
    if (!feature) {
      issues.push({ path: `${path}.${name}`, code: "unknown_feature", message: `Unknown feature ${name}` });
      continue;
    }
    const value = typeof raw === "number" || typeof raw === "string" ? String(raw) : null;
    if (value === null || !feature.options.some((option) => option.value === value)) {
      issues.push({ path: `${path}.${name}`, code: "unknown_option", message: `Unknown option for ${name}` });
      continue;
    }
    selection[name] = value;
  }
  if (issues.length === 0) {
    for (const conflict of conflicts(definition, selection)) {
      issues.push({
        path: `${path}.${conflict.withFeature}`,
        code: "incompatible_option",
        message: `${conflict.withFeature} ${selection[conflict.withFeature]} cannot be combined with ${conflict.feature} ${conflict.value}`,
      });
    }
  }
  return { selection, issues };
}

/** The incompatibility rules a complete selection breaks. */
export function conflicts(definition: ProductDefinition, selection: Selection) {
  return definition.incompatibilities.filter(
    (rule) =>
      selection[rule.feature] === rule.value && rule.withValues.includes(selection[rule.withFeature] ?? ""),
  );
}

/**
 * Per feature, the options that can be chosen without breaking a rule given the rest of the
 * selection (what the configurator enables).
 */
export function availableOptions(
  definition: ProductDefinition,
  selection: Selection,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const feature of definition.features) {
    result[feature.name] = feature.options
      .map((option) => option.value)
      .filter((value) => conflicts(definition, { ...selection, [feature.name]: value }).length === 0);
  }
  return result;
}

/** Stable variant id of a selection: feature values in feature order. */
export function variantOf(definition: ProductDefinition, selection: Selection): string {
  return definition.features.map((feature) => `${feature.name}:${selection[feature.name] ?? ""}`).join("|");
}
