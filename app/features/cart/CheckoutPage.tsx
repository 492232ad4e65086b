import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { AddressChoice } from "./checkout/AddressChoice";
import { InvoiceAndNotes, PaymentFields, SenderFields } from "./checkout/CheckoutFields";
import { CheckoutSummary } from "./checkout/CheckoutSummary";
import type { CheckoutActionData, CheckoutPageData } from "./checkout.server";

export type CheckoutPageProps = {
  checkout: CheckoutPageData;
  result: CheckoutActionData | undefined;
  action: string;
};

function CheckoutAlerts({
  formError,
  addressSaved,
}: {
  formError: string | undefined;
  addressSaved: boolean;
}) {
  const { t } = useTranslation();
  if (formError) {
    return (
      <Alert tone="danger">
        <p>
          {t(formError, {
            defaultValue: "Your order couldn't be placed. Nothing was charged; please try again.",
          })}
        </p>
      </Alert>
    );
  }
  return addressSaved ? (
    <Alert tone="success">
      <p>{t("checkout:addressSaved", { defaultValue: "Address saved and chosen for this order." })}</p>
    </Alert>
  ) : null;
}

/** The delivery and billing address choices, each with a way to add one in the address book. */
function AddressSections({
  checkout,
  errors,
}: {
  checkout: CheckoutPageData;
  errors: CheckoutActionData["errors"];
}) {
  const { t } = useTranslation();
  const book = checkout.addressesPath;
  const add = (query: string, label: string) => (book ? { path: `${book}?${query}`, label } : null);
  return (
    <>
      <AddressChoice
        name="shippingAddressId"
        legend={t("checkout:shipping", { defaultValue: "Delivery address" })}
        addresses={checkout.shippingAddresses}
        defaultId={checkout.defaultShippingId}
        error={errors.shippingAddressId}
        add={add("for=checkout", t("checkout:addShipping", { defaultValue: "Add a delivery address" }))}
      />
      <AddressChoice
        name="billingAddressId"
        legend={t("checkout:billing", { defaultValue: "Billing address" })}
        addresses={checkout.billingAddresses}
        defaultId={checkout.defaultBillingId}
        error={errors.billingAddressId}
        add={add(
          "for=checkout&type=billing",
          t("checkout:addBilling", { defaultValue: "Add a billing address" }),
        )}
      />
      {book ? (
        <p className="field__hint">
          <Link to={`${book}?for=checkout`}>
            {t("checkout:manageAddresses", { defaultValue: "Manage my addresses" })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The terms the order is placed under, said next to the button that places it. */
function PlacedUnderTerms({
  termsPath,
  privacyPath,
}: {
  termsPath: string | null;
  privacyPath: string | null;
}) {
  const { t } = useTranslation();
  if (!termsPath) return null;
  return (
    <p className="field__hint checkout__terms">
      {t("checkout:terms.lead", { defaultValue: "By placing your order you accept our" })}{" "}
      <Link to={termsPath}>{t("checkout:terms.link", { defaultValue: "terms of sale" })}</Link>
      {privacyPath ? (
        <>
          {" "}
          {t("checkout:terms.privacy", { defaultValue: "and our handling of your data described in the" })}{" "}
          <Link to={privacyPath}>{t("checkout:terms.privacyLink", { defaultValue: "privacy policy" })}</Link>
        </>
      ) : null}
      .
    </p>
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
      <CheckoutAlerts formError={errors.form} addressSaved={checkout.addressSaved && !result} />
      <div className="cart-page__grid">
        <Form method="post" action={action} className="configurator checkout">
          <AddressSections checkout={checkout} errors={errors} />
          <SenderFields shopName={checkout.shopName} errors={errors} choices={result?.choices} />
          <InvoiceAndNotes staff={Boolean(checkout.staff)} choices={result?.choices} />
          <PaymentFields
            wallet={
              checkout.walletCredit === null
                ? null
                : { creditCent: checkout.walletCredit, totalCent: checkout.totalInclTax }
            }
            money={money}
            chosen={result?.choices?.paymentMethod}
            currency={checkout.currency}
          />
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
          <PlacedUnderTerms termsPath={checkout.termsPath} privacyPath={checkout.privacyPath} />
        </Form>
        <CheckoutSummary
          lines={checkout.lines}
          summary={checkout.summary}
          locale={checkout.locale}
          cartPath={checkout.cartPath}
          money={money}
        />
      </div>
    </div>
  );
}
