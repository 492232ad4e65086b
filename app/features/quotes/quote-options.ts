import type { ProductConfiguration } from "#contract/product/product.schemas";

/** One chosen option as the request screen shows it (and posts it back as a hidden field). */
export interface QuoteOptionView {
  name: string;
  label: string;
  value: string;
  valueLabel: string;
  hidden: boolean;
}

/**
 * The configuration to ask about: each feature with the option the link chose, if the product has it,
 * else the product's default. Labels in the tenant's words. Pure.
 */
export function describeConfiguration(
  configuration: Pick<ProductConfiguration, "features">,
  requested: Readonly<Record<string, string>>,
): QuoteOptionView[] {
  return [...configuration.features]
    .sort((a, b) => a.customSelections.sortIndex - b.customSelections.sortIndex)
    .map((feature) => {
      const asked = requested[feature.name];
      const value = asked && feature.availableOptions.includes(asked) ? asked : feature.selected;
      const translations = feature.customSelections.dictionaryTranslations;
      return {
        name: feature.name,
        label: translations.voice || feature.label.en,
        value,
        valueLabel: translations.options[value]?.voice ?? value,
        hidden: feature.customSelections.hidden,
      };
    });
}
