import { Link } from "react-router";
import type { Address } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceGroup } from "~/ui/ChoiceGroup";
import { townLines } from "../../account/address-lines";

export type AddressChoiceProps = {
  name: string;
  legend: string;
  addresses: Address[];
  defaultId: string | null;
  error: string | undefined;
  /** The address book opened for this checkout: a saved address comes back chosen for the cart. */
  add: { path: string; label: string } | null;
};

function addressLine(address: Address) {
  return (
    <>
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.company ? `, ${address.company}` : ""} — {address.street}, {townLines(address).join(", ")}
    </>
  );
}

/** One of the customer's saved addresses, the default (or the first) chosen. */
export function AddressChoice({ name, legend, addresses, defaultId, error, add }: AddressChoiceProps) {
  const { t } = useTranslation();
  const chosen = defaultId ?? addresses[0]?.id;
  return (
    <ChoiceGroup
      className="checkout__section"
      legendClassName="configurator__legend"
      legend={legend}
      name={name}
      stacked
      choices={addresses.map((address) => ({ value: address.id, label: addressLine(address) }))}
      defaultValue={chosen}
      error={error ? t(error, { defaultValue: "Choose an address." }) : undefined}
    >
      {addresses.length === 0 ? (
        <p className="field__hint">
          {t("checkout:noAddress", { defaultValue: "Add an address to your address book first." })}
        </p>
      ) : null}
      {add ? (
        <p className="field__hint">
          <Link to={add.path}>{add.label}</Link>
        </p>
      ) : null}
    </ChoiceGroup>
  );
}
