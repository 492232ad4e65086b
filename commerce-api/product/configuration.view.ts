import type { CatalogueProduct } from "./catalogue.types";
import { availableOptions, defaultSelection, variantOf } from "./selection";
import { SERVICE_KEYS } from "./services";

/** The product configuration (spec §3) the product page starts from. */
export function toProductConfiguration(product: CatalogueProduct) {
  const { definition } = product;
  const selected = defaultSelection(definition);
  const available = availableOptions(definition, selected);
  const quantity = definition.quantityModel;
  const productionTimes = definition.priorities.map((priority) => ({
    deliveryKey: priority.key,
    productionTime: priority.productionDays,
  }));
  return {
    configurationId: product.configurationId,
    productKey: definition.productKey,
    mcpSku: definition.mcpSku,
    cimCommSku: definition.mcpSku,
    cimCommVar: variantOf(definition, selected),
    productName: definition.productName,
    ctoolsId: definition.ctoolsId,
    productGroups: definition.productGroups,
    productFamilies: definition.productFamilies,
    image: product.imageUrl ?? `/images/products/${definition.productKey}.svg`,
    configurationGraph: {
      payload: {
        mcpSku: definition.mcpSku,
        entryId: product.configurationId,
        productSku: definition.mcpSku,
        variant: variantOf(definition, selected),
      },
      version: definition.version,
    },
    productCustomization: {
      selectedAttributes: selected,
      selectedProductFileFlow: fileFlowView(definition.fileFlow),
      selectedQuantityModel: {
        mode: quantity.mode,
        list: quantity.list,
        defaultValue: quantity.defaultValue,
        min: quantity.min,
        max: quantity.max,
        increment: quantity.increment,
      },
      selectedPriorityModel: {
        defaultValue: definition.defaultPriority,
        list: definition.priorities.map((priority) => ({
          key: priority.key,
          label: priority.label,
          productionTime: priority.productionDays,
        })),
      },
    },
    features: definition.features.map((feature, index) =>
      featureView(feature, index, available[feature.name] ?? []),
    ),
    incompatibilities: definition.incompatibilities,
    validProductionTimes: productionTimes,
    serviceKeys: SERVICE_KEYS,
    fscCertified: definition.fscCertified,
    unitPrice: definition.unitPrice ? ("Yes" as const) : ("No" as const),
    noPrinting: definition.noPrinting,
    templateDisabled: definition.templateDisabled,
    designExperience: definition.designExperience,
    dexConfiguration: definition.designExperience ? { editor: "embedded", templatesLimit: 20 } : null,
    humanDesignService: definition.humanDesignService,
    externallyFulfilled: definition.externallyFulfilled,
    locationId: null,
  };
}

type Feature = CatalogueProduct["definition"]["features"][number];

/** One feature as the configuration answer spells it: options, the enabled ones, and their texts. */
function featureView(feature: Feature, index: number, enabledOptions: string[]) {
  return {
    label: { en: feature.labelEn },
    name: feature.name,
    availableOptions: feature.options.map((option) => option.value),
    enabledOptions,
    selected: feature.defaultValue,
    customSelections: {
      sortIndex: index,
      hidden: feature.hidden ?? false,
      selectedValue: feature.defaultValue,
      dictionaryTranslations: {
        voice: feature.label,
        info: feature.info ?? null,
        options: Object.fromEntries(
          feature.options.map((option) => [option.value, { voice: option.label, info: option.info ?? null }]),
        ),
      },
    },
  };
}
export type ProductConfigurationView = ReturnType<typeof toProductConfiguration>;

/** The file flow as the contract names it: the print area only serves the API's own dpi check. */
function fileFlowView({ printArea: _printArea, ...fileFlow }: CatalogueProduct["definition"]["fileFlow"]) {
  return fileFlow;
}
