import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import type { ProductView } from "../product-page.types";

export function ConfiguratorMessages({ view, added }: { view: ProductView; added: boolean }) {
  const { t } = useTranslation();
  const warning = view.promocode.warning;
  return (
    <div className="configurator__messages">
      {added ? (
        <Alert tone="success">
          <p>{t("product:cart.added", { defaultValue: "Added to your basket." })}</p>
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
            <p>{error.text}</p>
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
          <p>{notice.text}</p>
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
