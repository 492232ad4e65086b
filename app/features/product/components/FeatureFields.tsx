import { SETS_FEATURE } from "#contract/product/multi-artwork";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import type { ViewFeature } from "../product-page.types";
import { incompatibilityReason } from "../rules/incompatibility-reason";

/** Radios read best up to this many options; longer lists become a select. */
const MAX_RADIO_OPTIONS = 5;

const keepControlled = () => {};

function optionLabel(feature: ViewFeature, option: string): string {
  return feature.customSelections.dictionaryTranslations.options[option]?.voice ?? option;
}

export type FeatureFieldsProps = {
  features: ViewFeature[];
  attributes: Record<string, string>;
  /** Options compatible with the rest of the selection (from validation); others still selectable. */
  availableOptions: Record<string, string[]> | null;
  /** The product's rules, to say which chosen option excludes a greyed-out one. */
  incompatibilities?: ProductConfiguration["incompatibilities"];
  /** A re-quote that can change which options are available is on its way. */
  loading?: boolean;
  /**
   * Names the configuration's content (the view's `configurationTag`, ADR 060): with the selection and
   * the available options, everything the fields show, so the server may send them from its markup cache.
   */
  configurationTag?: string | null;
};

type Why = (feature: string, option: string) => string | null;

/** The product's features in their configured order; hidden ones travel as hidden inputs. */
export function FeatureFields({
  features,
  attributes,
  availableOptions,
  incompatibilities = [],
  loading = false,
  configurationTag = null,
}: FeatureFieldsProps) {
  return (
    <CachedElement
      as="div"
      className="configurator__features"
      attributes={{ "data-topic": "configuration", "aria-busy": loading || undefined }}
      name="product-features"
      // Without a tag the features and rules themselves, by identity.
      keyParts={() => [
        configurationTag ?? features,
        configurationTag ?? incompatibilities,
        JSON.stringify(attributes),
        JSON.stringify(availableOptions),
      ]}
    >
      <FeatureList {...{ features, attributes, availableOptions, incompatibilities }} />
    </CachedElement>
  );
}

/** The fields themselves: pure (the same markup for the same props and translations). */
function FeatureList({
  features,
  attributes,
  availableOptions,
  incompatibilities,
}: Required<Omit<FeatureFieldsProps, "loading" | "configurationTag">>) {
  const { t } = useTranslation();
  const sorted = [...features].sort((a, b) => a.customSelections.sortIndex - b.customSelections.sortIndex);
  const selection = Object.fromEntries(
    features.map((feature) => [feature.name, attributes[feature.name] ?? feature.selected]),
  );
  const why: Why = (feature, option) => {
    const reason = incompatibilityReason(incompatibilities, feature, option, selection);
    const other = reason && features.find((candidate) => candidate.name === reason.feature);
    if (!reason || !other) return null;
    return t("product:option.incompatible", {
      defaultValue: "Not with {{feature}}: {{value}}",
      feature: other.customSelections.dictionaryTranslations.voice,
      value: optionLabel(other, reason.value),
    });
  };
  return (
    <>
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
            why={why}
          />
        );
      })}
    </>
  );
}

function FeatureField({
  feature,
  value,
  available,
  why,
}: {
  feature: ViewFeature;
  value: string;
  available: string[] | null;
  why: Why;
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
          const reason = compatible ? null : why(feature.name, option);
          const reasonId = `${id}-${option}-why`;
          return (
            <label key={option} className={`choice${compatible ? "" : " choice--incompatible"}`}>
              <input
                type="radio"
                name={feature.name}
                value={option}
                checked={value === option}
                onChange={keepControlled}
                aria-describedby={reason ? reasonId : undefined}
              />
              <span className="choice__label">
                {optionLabel(feature, option)}
                {reason ? (
                  <span className="choice__why" id={reasonId}>
                    {reason}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {info}
    </fieldset>
  );
}
