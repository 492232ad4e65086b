import type { FieldIssue } from "../http/errors";
import type { Incompatibility, ProductDefinition } from "./catalogue.types";

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
        message: conflictReason(definition, conflict, selection[conflict.withFeature] ?? ""),
      });
    }
  }
  return { selection, issues };
}

/** "Lamination: Gloss lamination is not available with Paper: Kraft 350 gsm", in the tenant's labels. */
function conflictReason(definition: ProductDefinition, rule: Incompatibility, excluded: string): string {
  const describe = (featureName: string, value: string) => {
    const feature = definition.features.find((candidate) => candidate.name === featureName);
    const option = feature?.options.find((candidate) => candidate.value === value);
    return `${feature?.label ?? featureName}: ${option?.label ?? value}`;
  };
  return `${describe(rule.withFeature, excluded)} is not available with ${describe(rule.feature, rule.value)}`;
}

export interface Adjustment {
  feature: string;
  from: string;
  to: string;
  reason: string;
}

/**
 * A conflict-free version of a complete selection. A rule's `feature` drives (paper decides which
 * laminations exist), so the dependent `withFeature` moves: to its default when that is compatible,
 * else to its first compatible option. null when some conflict cannot be resolved that way.
 */
export function resolveConflicts(
  definition: ProductDefinition,
  selection: Selection,
): { selection: Selection; adjustments: Adjustment[] } | null {
  const resolved = { ...selection };
  const adjustments: Adjustment[] = [];
  // Each pass fixes at least one feature; more passes than features means a cycle.
  for (let pass = 0; pass <= definition.features.length; pass++) {
    const rule = conflicts(definition, resolved)[0];
    if (!rule) return { selection: resolved, adjustments };
    const feature = definition.features.find((candidate) => candidate.name === rule.withFeature);
    if (!feature) return null;
    const compatible = (value: string) =>
      conflicts(definition, { ...resolved, [feature.name]: value }).every(
        (other) => other.withFeature !== feature.name && other.feature !== feature.name,
      );
    const candidates = [feature.defaultValue, ...feature.options.map((option) => option.value)];
    const to = candidates.find(compatible);
    const from = resolved[feature.name] ?? "";
    if (to === undefined) return null;
    adjustments.push({ feature: feature.name, from, to, reason: conflictReason(definition, rule, from) });
    resolved[feature.name] = to;
  }
  return null;
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
