import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { Alert } from "~/ui/Alert";
import type { Address } from "../../../contract/account/account.schemas";
import type { CheckoutActionData, CheckoutPageData } from "./checkout.server";
import { PaymentMethodChoices } from "./PaymentMethodChoices";

export type CheckoutPageProps = {
  checkout: CheckoutPageData;
  result: CheckoutActionData | undefined;
  action: string;
};

function AddressChoice({
  name,
  legend,
  addresses,
  defaultId,
  error,
  add,
}: {
  name: string;
  legend: string;
  addresses: Address[];
  defaultId: string | null;
  error: string | undefined;
  /** The address book opened for this checkout: a saved address comes back chosen for the cart. */
  add: { path: string; label: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout__section" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="configurator__legend">{legend}</legend>
      <div className="choice-group__options choice-group__options--stacked">
        {addresses.map((address, index) => (
          <label key={address.id} className="choice choice--wide">
            <input
              type="radio"
              name={name}
              value={address.id}
              defaultChecked={address.id === defaultId || (defaultId === null && index === 0)}
            />
            <span className="choice__label">
              <strong>
                {address.firstName} {address.lastName}
              </strong>
              {address.company ? `, ${address.company}` : ""} — {address.street}, {address.postalCode}{" "}
              {address.city}
            </span>
          </label>
        ))}
      </div>
      {addresses.length === 0 ? (
        <p className="field__hint">
          {t("checkout:noAddress", { defaultValue: "Add an address to your address book first." })}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${name}-error`}>
          {t(error, { defaultValue: "Choose an address." })}
        </p>
      ) : null}
      {add ? (
        <p className="field__hint">
          <Link to={add.path}>{add.label}</Link>
        </p>
      ) : null}
    </fieldset>
  );
}

/** One real form: works without JS (303 to the order-sent screen), says it is placing the order with JS. */
export function CheckoutPage({ checkout, result, action }: CheckoutPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const placing = navigation.state === "submitting" && navigation.formAction === action;
  const errors = result?.errors ?? {};
  const money = (cents: number) => formatPrice(cents, checkout.currency, checkout.locale);
  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">{t("checkout:title", { defaultValue: "Checkout" })}</h1>
      {errors.form ? (
        <Alert tone="danger">
          <p>
            {t(errors.form, {
              defaultValue: "Your order couldn't be placed. Nothing was charged; please try again.",
            })}
          </p>
        </Alert>
      ) : null}
      {checkout.addressSaved && !result ? (
        <Alert tone="success">
          <p>{t("checkout:addressSaved", { defaultValue: "Address saved and chosen for this order." })}</p>
        </Alert>
      ) : null}
      <div className="cart-page__grid">
        <Form method="post" action={action} className="configurator checkout">
          <AddressChoice
            name="shippingAddressId"
            legend={t("checkout:shipping", { defaultValue: "Delivery address" })}
            addresses={checkout.shippingAddresses}
            defaultId={checkout.defaultShippingId}
            error={errors.shippingAddressId}
            add={
              checkout.addressesPath
                ? {
                    path: `${checkout.addressesPath}?for=checkout`,
                    label: t("checkout:addShipping", { defaultValue: "Add a delivery address" }),
                  }
                : null
            }
          />
          <AddressChoice
            name="billingAddressId"
            legend={t("checkout:billing", { defaultValue: "Billing address" })}
            addresses={checkout.billingAddresses}
            defaultId={checkout.defaultBillingId}
            error={errors.billingAddressId}
            add={
              checkout.addressesPath
                ? {
                    path: `${checkout.addressesPath}?for=checkout&type=billing`,
                    label: t("checkout:addBilling", { defaultValue: "Add a billing address" }),
                  }
                : null
            }
          />
          {checkout.addressesPath ? (
            <p className="field__hint">
              <Link to={`${checkout.addressesPath}?for=checkout`}>
                {t("checkout:manageAddresses", { defaultValue: "Manage my addresses" })}
              </Link>
            </p>
          ) : null}
          <fieldset className="checkout__section">
            <legend className="configurator__legend">
              {t("checkout:sender", { defaultValue: "Sender on the parcel" })}
            </legend>
            <div className="choice-group__options choice-group__options--stacked">
              <label className="choice choice--wide">
                <input type="radio" name="sender" value="default" defaultChecked />
                <span className="choice__label">{checkout.shopName}</span>
              </label>
              <label className="choice choice--wide">
                <input type="radio" name="sender" value="custom" />
                <span className="choice__label">
                  {t("checkout:customSender", { defaultValue: "My own name (neutral parcel)" })}
                </span>
              </label>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="custom-sender-name">
                {t("checkout:customSenderName", { defaultValue: "Sender name (for a custom sender)" })}
              </label>
              <input
                id="custom-sender-name"
                className="field__input"
                name="customSenderName"
                maxLength={80}
              />
              {errors.customSenderName ? (
                <p className="field__error">
                  {t(errors.customSenderName, { defaultValue: "Enter the sender's name." })}
                </p>
              ) : null}
            </div>
          </fieldset>
          <fieldset className="checkout__section">
            <legend className="configurator__legend">
              {t("checkout:details", { defaultValue: "Invoice and notes" })}
            </legend>
            <label className="toggle">
              <input type="checkbox" name="invoiceRequested" defaultChecked />
              <span>{t("checkout:invoiceRequested", { defaultValue: "Send me the invoice" })}</span>
            </label>
            <div className="field">
              <label className="field__label" htmlFor="order-notes">
                {t("checkout:notes", { defaultValue: "Notes for our team (optional)" })}
              </label>
              <textarea
                id="order-notes"
                className="field__input field__textarea"
                name="notes"
                maxLength={1000}
                rows={3}
              />
            </div>
            {checkout.staff ? (
              <>
                <label className="toggle">
                  <input type="checkbox" name="internalCheckout" />
                  <span>{t("checkout:internalCheckout", { defaultValue: "Internal order (staff)" })}</span>
                </label>
                <label className="toggle">
                  <input type="checkbox" name="skipDocReview" />
                  <span>
                    {t("checkout:skipDocReview", { defaultValue: "Skip the document review (staff)" })}
                  </span>
                </label>
              </>
            ) : null}
          </fieldset>
          <fieldset className="checkout__section">
            <legend className="configurator__legend">
              {t("checkout:payment", { defaultValue: "Payment" })}
            </legend>
            {checkout.walletCredit !== null ? (
              <label className="choice choice--wide">
                <input type="radio" name="paymentMethod" value="wallet" defaultChecked />
                <span className="choice__label">
                  {t("checkout:wallet", {
                    defaultValue: "My wallet ({{credit}} available) — any remainder by bank transfer",
                    credit: money(checkout.walletCredit),
                  })}
                </span>
              </label>
            ) : null}
            <label className="choice choice--wide">
              <input
                type="radio"
                name="paymentMethod"
                value="bank_transfer"
                defaultChecked={checkout.walletCredit === null}
              />
              <span className="choice__label">
                {t("checkout:bankTransfer", {
                  defaultValue: "Bank transfer — production starts when your transfer arrives",
                })}
              </span>
            </label>
            <PaymentMethodChoices />
          </fieldset>
          <button
            type="submit"
            className="button button--primary button--large configurator__add"
            disabled={checkout.priceCeilingExceeded}
            aria-disabled={placing || undefined}
            onClick={(event) => {
              if (placing) event.preventDefault();
            }}
          >
            {placing
              ? t("checkout:placing", { defaultValue: "Placing your order…" })
              : t("checkout:place", {
                  defaultValue: "Place my order — {{total}}",
                  total: money(checkout.totalInclTax),
                })}
          </button>
        </Form>
        <aside className="cart-summary">
          <h2 className="cart-summary__title">{t("cart:summary.title", { defaultValue: "Summary" })}</h2>
          <dl className="recap__lines">
            <div className="recap__line recap__line--subtotal">
              <dt>{t("cart:summary.totalExcl", { defaultValue: "Total excl. VAT" })}</dt>
              <dd>{money(checkout.totalExclTax)}</dd>
            </div>
            <div className="recap__line">
              <dt>{t("cart:summary.vat", { defaultValue: "VAT" })}</dt>
              <dd>{money(checkout.totalInclTax - checkout.totalExclTax)}</dd>
            </div>
            <div className="recap__line recap__line--total">
              <dt>{t("cart:summary.totalIncl", { defaultValue: "Total incl. VAT" })}</dt>
              <dd data-testid="checkout-total-incl">{money(checkout.totalInclTax)}</dd>
            </div>
          </dl>
          <Link to={checkout.cartPath} className="button button--secondary">
            {t("checkout:backToCart", { defaultValue: "Back to my cart" })}
          </Link>
        </aside>
      </div>
    </div>
  );
}
