/** A product feature as the API describes it, its first option selected: for configurator tests. */
export function feature(name: string, options: string[], sortIndex: number) {
  return {
    label: { en: name },
    name,
    availableOptions: options,
    enabledOptions: options,
    selected: options[0] as string,
    customSelections: {
      sortIndex,
      hidden: false,
      selectedValue: options[0] as string,
      dictionaryTranslations: { voice: name, info: null, options: {} },
    },
  };
}
