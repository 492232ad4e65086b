import { SETS_FEATURE } from "../../../../contract/product/multi-artwork";
import type { ProductFeature } from "../../../../contract/product/product.schemas";

/** Radios read best up to this many options; longer lists become a select. */
const MAX_RADIO_OPTIONS = 5;

const keepControlled = () => {};

function optionLabel(feature: ProductFeature, option: string): string {
  return feature.customSelections.dictionaryTranslations.options[option]?.voice ?? option;
}

export type FeatureFieldsProps = {
  features: ProductFeature[];
  attributes: Record<string, string>;
  /** Options compatible with the rest of the selection (from validation); others still selectable. */
  availableOptions: Record<string, string[]> | null;
};

/** The product's features in their configured order; hidden ones travel as hidden inputs. */
export function FeatureFields({ features, attributes, availableOptions }: FeatureFieldsProps) {
  const sorted = [...features].sort((a, b) => a.customSelections.sortIndex - b.customSelections.sortIndex);
  return (
    <div className="configurator__features">
      {sorted.map((feature) => {
        const value = attributes[feature.name] ?? feature.selected;
        if (feature.customSelections.hidden)
          return <input key={feature.name} type="hidden" name={feature.name} value={value} />;
        return (
          <FeatureField
            key={feature.name}
            feature={feature}
            value={value}
            available={availableOptions?.[feature.name] ?? null}
          />
        );
      })}
    </div>
  );
}

function FeatureField({
  feature,
  value,
  available,
}: {
  feature: ProductFeature;
  value: string;
  available: string[] | null;
}) {
  const translations = feature.customSelections.dictionaryTranslations;
  const id = `feature-${feature.name}`;
  const info = translations.info ? <p className="field__hint">{translations.info}</p> : null;
  const isSets = feature.name === SETS_FEATURE;
  if (feature.availableOptions.length > MAX_RADIO_OPTIONS && !isSets) {
    return (
      <div className="field configurator__feature">
        <label className="field__label" htmlFor={id}>
          {translations.voice}
        </label>
        <select id={id} name={feature.name} value={value} onChange={keepControlled} className="field__select">
          {feature.availableOptions.map((option) => (
            <option key={option} value={option}>
              {optionLabel(feature, option)}
            </option>
          ))}
        </select>
        {info}
      </div>
    );
  }
  return (
    <fieldset className="configurator__feature choice-group" data-feature={feature.name}>
      <legend className="field__label">{translations.voice}</legend>
      <div className="choice-group__options">
        {feature.availableOptions.map((option) => {
          const compatible = available === null || available.includes(option);
          return (
            <label key={option} className={`choice${compatible ? "" : " choice--incompatible"}`}>
              <input
                type="radio"
                name={feature.name}
                value={option}
                checked={value === option}
                onChange={keepControlled}
              />
              <span className="choice__label">{optionLabel(feature, option)}</span>
            </label>
          );
        })}
      </div>
      {info}
    </fieldset>
  );
}
