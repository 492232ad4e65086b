import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import type { PaymentMethod } from "./payment-methods.schemas";
import type { PaymentMethodsActionData } from "./payment-methods.server";

export type PaymentMethodListProps = {
  action: string;
  methods: PaymentMethod[];
  done: string | null;
  result: PaymentMethodsActionData | undefined;
};

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

function MethodCard({ method, action }: { method: PaymentMethod; action: string }) {
  const { t } = useTranslation();
  const card = method.kind === "card";
  const title = card
    ? `${BRANDS[method.brand ?? ""] ?? t("paymentMethods:card", { defaultValue: "Card" })} •••• ${method.last4}`
    : t("paymentMethods:mandate", { defaultValue: "SEPA Direct Debit mandate" });
  const expiry = method.expiry
    ? `${String(method.expiry.month).padStart(2, "0")}/${method.expiry.year}`
    : null;
  return (
    <li className="address-card payment-method">
      <div className="payment-method__head">
        <strong className="payment-method__title">{title}</strong>
        {method.isDefault ? (
          <span className="address-card__badge">
            {t("paymentMethods:default", { defaultValue: "Default" })}
          </span>
        ) : null}
        {method.expired ? (
          <span className="payment-method__expired">
            {t("paymentMethods:expired", { defaultValue: "Expired" })}
          </span>
        ) : null}
      </div>
      <dl className="account-facts">
        <dt>{t("paymentMethods:holder", { defaultValue: "Holder" })}</dt>
        <dd>{method.holderName}</dd>
        {card && expiry ? (
          <>
            <dt>{t("paymentMethods:expires", { defaultValue: "Expires" })}</dt>
            <dd>{expiry}</dd>
          </>
        ) : null}
        {!card ? (
          <>
            <dt>{t("paymentMethods:iban", { defaultValue: "IBAN" })}</dt>
            <dd>•••• {method.last4}</dd>
            {method.brand ? (
              <>
                <dt>{t("paymentMethods:bank", { defaultValue: "Bank" })}</dt>
                <dd>{method.brand}</dd>
              </>
            ) : null}
            {method.mandateReference ? (
              <>
                <dt>{t("paymentMethods:reference", { defaultValue: "Mandate reference" })}</dt>
                <dd>{method.mandateReference}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <Form method="post" action={action} className="address-card__actions">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={method.id} />
        <button
          type="submit"
          className="button button--secondary"
          aria-label={t("paymentMethods:removeNamed", { defaultValue: "Remove {{name}}", name: title })}
        >
          {t("paymentMethods:remove", { defaultValue: "Remove" })}
        </button>
      </Form>
    </li>
  );
}

/** The customer's saved payment methods (references only), each removable with its own POST form. */
export function PaymentMethodList({ action, methods, done, result }: PaymentMethodListProps) {
  const { t } = useTranslation();
  return (
    <div className="account-main payment-methods">
      <h1>{t("paymentMethods:title", { defaultValue: "Payment methods" })}</h1>
      <p className="payment-methods__intro">
        {t("paymentMethods:intro", {
          defaultValue:
            "Saved when you pay an order. We keep only the payment provider's reference, never your full card number or IBAN.",
        })}
      </p>
      {formErrorOf(result) ? <Alert tone="danger">{t(`paymentMethods:${formErrorOf(result)}`)}</Alert> : null}
      {done === "removed" && !result ? (
        <Alert tone="success">
          {t("paymentMethods:removed", { defaultValue: "The payment method was removed." })}
        </Alert>
      ) : null}
      {methods.length === 0 ? (
        <p className="account-card">
          {t("paymentMethods:none", {
            defaultValue: "No saved payment method. You can save one when you pay your next order.",
          })}
        </p>
      ) : (
        <ul className="address-list">
          {methods.map((method) => (
            <MethodCard key={method.id} method={method} action={action} />
          ))}
        </ul>
      )}
    </div>
  );
}
