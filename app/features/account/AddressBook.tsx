import { Link } from "react-router";
import type { Customer } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { AddressCard } from "./AddressCard";
import { AddressForm } from "./AddressForm";
import type { AddressActionData } from "./addresses.server";

export type AddressBookProps = {
  action: string;
  customer: Customer;
  countries: { iso2: string; name: string }[];
  editId: string | null;
  done: string | null;
  result: AddressActionData | undefined;
  /** Opened from checkout: where saving an address goes back to (with the address chosen for the cart). */
  checkoutPath?: string | null;
  newType?: "shipping" | "billing";
};

const TYPES = [
  { type: "shipping", list: "shippingAddresses", defaultId: "defaultShippingAddressId" },
  { type: "billing", list: "billingAddresses", defaultId: "defaultBillingAddressId" },
] as const;

export function AddressBook({
  action,
  customer,
  countries,
  editId,
  done,
  result,
  checkoutPath = null,
  newType = "shipping",
}: AddressBookProps) {
  const { t } = useTranslation();
  const book = customer.customerAddresses;
  const countryName = (iso2: string) => countries.find((country) => country.iso2 === iso2)?.name ?? iso2;
  const editing =
    TYPES.map(({ type, list }) => ({ type, address: editId ? book[list][editId] : undefined })).find(
      (candidate) => candidate.address,
    ) ?? null;
  const listError =
    result && (result.intent === "delete" || result.intent === "set-default")
      ? result.errors.form
      : undefined;
  return (
    <div className="account-main form-stack">
      <h1>{t("account:addresses.title", { defaultValue: "Addresses" })}</h1>
      {checkoutPath ? (
        <Alert tone="info">
          <p>
            {t("account:addresses.forCheckout", {
              defaultValue:
                "Add the address for your order: once it is saved, you go back to checkout with it chosen.",
            })}
          </p>
          <p>
            <Link to={checkoutPath}>
              {t("account:addresses.backToCheckout", { defaultValue: "Back to checkout" })}
            </Link>
          </p>
        </Alert>
      ) : null}
      {done && !result ? (
        <Alert tone="success">
          {t("account:addresses.saved", { defaultValue: "Your address book is up to date." })}
        </Alert>
      ) : null}
      {listError ? <Alert tone="danger">{t(`account:${listError}`)}</Alert> : null}
      {TYPES.map(({ type, list, defaultId }) => {
        const addresses = Object.values(book[list]);
        return (
          <section key={type} className="account-card" aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>
              {type === "shipping"
                ? t("account:addresses.shippingTitle", { defaultValue: "Delivery addresses" })
                : t("account:addresses.billingTitle", { defaultValue: "Billing addresses" })}
            </h2>
            {addresses.length === 0 ? (
              <p>{t("account:addresses.none", { defaultValue: "No address yet." })}</p>
            ) : (
              <ul className="address-list">
                {addresses.map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    type={type}
                    isDefault={book[defaultId] === address.id}
                    action={action}
                    countryName={countryName(address.country)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <AddressForm
        key={editing?.address?.id ?? "new"}
        action={action}
        countries={countries}
        editing={editing?.address ? { address: editing.address, type: editing.type } : null}
        newType={newType}
        result={result}
      />
    </div>
  );
}
