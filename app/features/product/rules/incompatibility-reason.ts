import type { ProductConfiguration } from "#contract/product/product.schemas";

type Incompatibility = ProductConfiguration["incompatibilities"][number];

/**
 * Why an option is greyed out (issue 17 §6): the chosen option of another feature it cannot go with,
 * from the product's incompatibility rules (which work both ways). Null when nothing chosen excludes it.
 */
export function incompatibilityReason(
  rules: readonly Incompatibility[],
  feature: string,
  option: string,
  selection: Readonly<Record<string, string>>,
): { feature: string; value: string } | null {
  for (const rule of rules) {
    if (rule.feature === feature && rule.value === option) {
      const chosen = selection[rule.withFeature];
      if (chosen !== undefined && rule.withValues.includes(chosen))
        return { feature: rule.withFeature, value: chosen };
    }
    if (
      rule.withFeature === feature &&
      rule.withValues.includes(option) &&
      selection[rule.feature] === rule.value
    )
      return { feature: rule.feature, value: rule.value };
  }
  return null;
}
