import { PARAM } from "#contract/product/selection-params";

/**
 * Loading flags per topic (spec §4, issue 19): while a re-quote is on its way, only the parts of the
 * configurator the change can move say they are updating; the rest stays still and usable.
 */
export const LOADING_TOPICS = ["configuration", "quantities", "deliveries", "fileCheck", "recap"] as const;
export type LoadingTopic = (typeof LOADING_TOPICS)[number];
export type LoadingFlags = Record<LoadingTopic, boolean>;

export const IDLE: LoadingFlags = {
  configuration: false,
  quantities: false,
  deliveries: false,
  fileCheck: false,
  recap: false,
};

/**
 * The topics a change of `field` can move. An option of the product moves everything (availability,
 * prices, dates, services priced per set); the quantity moves prices, dates and per-quantity service
 * prices but not the options; the delivery speed only the cards and the total; the artwork choices
 * only the services and the total. Anything unknown moves everything.
 */
export function topicsForChange(field: string | null): LoadingTopic[] {
  switch (field) {
    case PARAM.quantity:
    case PARAM.ownQuantity:
    case PARAM.useOwnQuantity:
      return ["quantities", "deliveries", "fileCheck", "recap"];
    case PARAM.priority:
      return ["deliveries", "recap"];
    case PARAM.upload:
    case PARAM.fileCheck:
      return ["fileCheck", "recap"];
    default:
      return [...LOADING_TOPICS];
  }
}

export function loadingFlags(topics: readonly LoadingTopic[]): LoadingFlags {
  return { ...IDLE, ...Object.fromEntries(topics.map((topic) => [topic, true])) };
}
