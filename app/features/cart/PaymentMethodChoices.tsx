import { useTranslation } from "~/i18n/use-translation";

export const PROVIDER_METHODS = ["card", "paypal", "sepa"] as const;

const DEFAULTS: Record<(typeof PROVIDER_METHODS)[number], string> = {
  card: "Card — Visa, Mastercard, American Express (3-D Secure)",
  paypal: "PayPal",
  sepa: "SEPA Direct Debit — sign a mandate once",
};

/** The provider methods as radio choices (inside the caller's form); the payer's data goes to the provider. */
export function PaymentMethodChoices({
  name = "paymentMethod",
  defaultMethod,
  allowed,
}: {
  name?: string;
  defaultMethod?: string;
  /** The order's allowedPaymentMethods, when there is an order already. */
  allowed?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {PROVIDER_METHODS.filter((method) => !allowed || allowed.includes(method)).map((method) => (
        <label key={method} className="choice choice--wide">
          <input type="radio" name={name} value={method} defaultChecked={method === defaultMethod} required />
          <span className="choice__label">
            {t(`checkout:method.${method}`, { defaultValue: DEFAULTS[method] })}
          </span>
        </label>
      ))}
    </>
  );
}
