import type { TFunction } from "i18next";
import { serverText } from "~/i18n/server-text";
import { TOPIC_UNAVAILABLE, type TopicError } from "./product-errors";
import type { SelectionNotice, ShownNotice, ShownTopicError } from "./product-page.types";

/** Dictionary keys of the spec §8 product messages; unknown messages are shown as sent. */
const MESSAGE_KEYS: Record<string, string> = {
  "No data retrieved from product configuration.": "noConfiguration",
  "Missing preconfigured URL": "missingPreconfigured",
  "Invalid preconfigured URL": "invalidPreconfigured",
  "Attempt to fetch the product was not successfully": "fetchFailed",
  "No positive product retrieved": "noProduct",
  "No custom product selection found": "noCustomSelection",
  "No loss leader key found": "noLossLeaderKey",
  "Product configuration is empty!": "configurationEmpty",
  "validProductionTimes configuration is empty!": "productionTimesEmpty",
  "Quantities list is empty!": "quantitiesEmpty",
  "Prices list is empty!": "pricesEmpty",
  "No deliveries available for this quantity!": "noDeliveries",
  "No arrival dates found for those deliveries!": "noArrivalDates",
  "Cart item not found": "cartItemNotFound",
  "Order item not found": "orderItemNotFound",
  "Invalid design id": "invalidDesignId",
  [TOPIC_UNAVAILABLE["init-product"]]: "unavailable.init",
  [TOPIC_UNAVAILABLE["validate-product"]]: "unavailable.validate",
  [TOPIC_UNAVAILABLE["price-quote"]]: "unavailable.quote",
  [TOPIC_UNAVAILABLE.deliveries]: "unavailable.deliveries",
  [TOPIC_UNAVAILABLE["file-check"]]: "unavailable.services",
  [TOPIC_UNAVAILABLE.inventory]: "unavailable.inventory",
  [TOPIC_UNAVAILABLE.promocodeToggle]: "unavailable.promocode",
};

/**
 * The product page's errors with their texts. Every one comes from the server's upstream calls, so the
 * server translates them and the page's dictionaries don't carry the two dozen messages (~2 KB of every
 * product page's hydration data) that a page shows only when something failed.
 */
export function withErrorTexts(errors: readonly TopicError[], t: TFunction): ShownTopicError[] {
  return errors.map((error) => withErrorText(error, t));
}

export function withErrorText(error: TopicError, t: TFunction): ShownTopicError {
  return {
    ...error,
    text: serverText(t, `product:error.${MESSAGE_KEYS[error.message] ?? "generic"}`, error.message),
  };
}

/** The selection's notices with their texts: the server found them, the server words them. */
export function withNoticeTexts(notices: readonly SelectionNotice[], t: TFunction): ShownNotice[] {
  return notices.map((notice) => ({ ...notice, text: noticeText(notice, t) }));
}

function noticeText(notice: SelectionNotice, t: TFunction): string {
  switch (notice.code) {
    case "quantity_invalid":
      return serverText(
        t,
        "product:notice.quantityInvalid",
        "{{requested}} copies can't be ordered ({{problem}}); we show the usual quantity instead.",
        {
          requested: notice.requested,
          problem: serverText(t, `product:quantity.problem.${notice.problem}`, notice.problem),
        },
      );
    case "quantity_unavailable":
      return serverText(
        t,
        "product:notice.quantityUnavailable",
        "{{requested}} copies aren't available with these options; we show {{used}}.",
        { requested: notice.requested, used: notice.used },
      );
    case "priority_unavailable":
      return serverText(
        t,
        "product:notice.priorityUnavailable",
        "That delivery speed isn't available here; we chose the next one.",
      );
    case "upload_unavailable":
      return serverText(
        t,
        "product:notice.uploadUnavailable",
        "This artwork option isn't offered for this product.",
      );
    case "file_check_unavailable":
      return serverText(
        t,
        "product:notice.fileCheckUnavailable",
        "The file check is included with the design service, so it was removed.",
      );
  }
}
