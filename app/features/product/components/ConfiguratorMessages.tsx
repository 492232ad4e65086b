import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import type { SelectionNotice } from "../configurator-model";
import { TOPIC_UNAVAILABLE } from "../product-errors";
import type { ProductView } from "../product-page.types";

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

function NoticeText({ notice }: { notice: SelectionNotice }) {
  const { t } = useTranslation();
  switch (notice.code) {
    case "quantity_invalid":
      return t("product:notice.quantityInvalid", {
        defaultValue:
          "{{requested}} copies can't be ordered ({{problem}}); we show the usual quantity instead.",
        requested: notice.requested,
        problem: t(`product:quantity.problem.${notice.problem}`, { defaultValue: notice.problem }),
      });
    case "quantity_unavailable":
      return t("product:notice.quantityUnavailable", {
        defaultValue: "{{requested}} copies aren't available with these options; we show {{used}}.",
        requested: notice.requested,
        used: notice.used,
      });
    case "priority_unavailable":
      return t("product:notice.priorityUnavailable", {
        defaultValue: "That delivery speed isn't available here; we chose the next one.",
      });
    case "upload_unavailable":
      return t("product:notice.uploadUnavailable", {
        defaultValue: "This artwork option isn't offered for this product.",
      });
    case "file_check_unavailable":
      return t("product:notice.fileCheckUnavailable", {
        defaultValue: "The file check is included with the design service, so it was removed.",
      });
  }
}

export function ConfiguratorMessages({ view, added }: { view: ProductView; added: boolean }) {
  const { t } = useTranslation();
  const warning = view.promocode.warning;
  return (
    <div className="configurator__messages">
      {added ? (
        <Alert tone="success">
          <p>{t("product:cart.added", { defaultValue: "Added to your cart." })}</p>
        </Alert>
      ) : null}
      {view.repriced && view.recap ? (
        <Alert tone="warning">
          <p>
            {t("product:cart.repriced", {
              defaultValue:
                "The price changed with your choices: {{price}} excl. VAT. Check it, then add to cart again.",
              price: formatPrice(view.recap.totalExclTax, view.recap.currency, view.locale),
            })}
          </p>
        </Alert>
      ) : null}
      {view.errors.map((error) => (
        <div
          key={`${error.topic}:${error.message}`}
          data-error-topic={error.topic}
          data-error-message={error.message}
        >
          <Alert tone="danger">
            <p>
              {t(`product:error.${MESSAGE_KEYS[error.message] ?? "generic"}`, {
                defaultValue: error.message,
              })}
            </p>
          </Alert>
        </div>
      ))}
      {warning ? (
        <div data-warning="stored-promocode-invalid" data-reason={warning.reason}>
          <Alert tone="warning">
            <p>
              {t(`product:promocode.warning.${warning.reason}`, {
                defaultValue:
                  warning.reason === "no_longer_valid"
                    ? "The promo code you applied is no longer valid and was removed."
                    : "Your promo code doesn't apply to this selection.",
              })}
            </p>
          </Alert>
        </div>
      ) : null}
      {view.problems.length > 0 || view.attributeIssues.length > 0 ? (
        <Alert tone="warning">
          <p>
            {t("product:notice.badInput", {
              defaultValue: "Some options in this link aren't valid; we used the usual choice instead.",
            })}
          </p>
        </Alert>
      ) : null}
      {view.notices.map((notice) => (
        <Alert tone="info" key={notice.code}>
          <p>
            <NoticeText notice={notice} />
          </p>
        </Alert>
      ))}
      {view.adjustments.length > 0 ? (
        <Alert tone="info">
          <p>
            {t("product:notice.adjusted", {
              defaultValue: "We adjusted some options so they work together:",
            })}
          </p>
          <ul>
            {view.adjustments.map((adjustment) => (
              <li key={adjustment.feature}>{adjustment.reason}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
