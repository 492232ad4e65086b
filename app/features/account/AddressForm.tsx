import { Form } from "react-router";
import type { Address } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { ChoiceGroup } from "~/ui/ChoiceGroup";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { AddressActionData } from "./addresses.server";
import { CountryField } from "./CountryField";

type AddressType = "shipping" | "billing";

export type AddressFormProps = {
  action: string;
  countries: { iso2: string; name: string }[];
  /** The address being edited, with its type; absent when adding. */
  editing: { address: Address; type: AddressType } | null;
  /** The type a new address starts with. */
  newType?: AddressType;
  result: AddressActionData | undefined;
};

export function AddressForm({ action, countries, editing, newType = "shipping", result }: AddressFormProps) {
  const { t } = useTranslation();
  const failedHere = result && (result.intent === "add" || result.intent === "update") ? result : undefined;
  const values: Record<string, string | null | undefined> = failedHere?.values ?? { ...editing?.address };
  const type = failedHere?.values.type ?? editing?.type ?? newType;
  const error = (field: string) => {
    const key = failedHere?.errors[field];
    return key ? t(`account:${key}`) : failedHere?.apiErrors[field];
  };
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} defaultValue={values[name] ?? ""} error={error(name)} {...extra} />
  );
  return (
    <section className="account-card" aria-labelledby="address-form-title">
      <h2 id="address-form-title">
        {editing
          ? t("account:addresses.editTitle", { defaultValue: "Edit the address" })
          : t("account:addresses.addTitle", { defaultValue: "Add an address" })}
      </h2>
      <Form method="post" action={action} className="form-stack" noValidate>
        {failedHere?.errors.form ? (
          <Alert tone="danger">{t(`account:${failedHere.errors.form}`)}</Alert>
        ) : null}
        <input type="hidden" name="intent" value={editing ? "update" : "add"} />
        {editing ? <input type="hidden" name="id" value={editing.address.id} /> : null}
        <AddressTypeField editingType={editing?.type ?? null} type={type} />
        <div className="form-row">
          {field("firstName", t("auth:field.firstName", { defaultValue: "First name" }), {
            autoComplete: "given-name",
          })}
          {field("lastName", t("auth:field.lastName", { defaultValue: "Last name" }), {
            autoComplete: "family-name",
          })}
        </div>
        {field("company", t("account:addresses.company", { defaultValue: "Company (optional)" }), {
          autoComplete: "organization",
        })}
        {field("street", t("account:addresses.street", { defaultValue: "Street and number" }), {
          autoComplete: "address-line1",
        })}
        {field(
          "additional",
          t("account:addresses.additional", { defaultValue: "Building, floor… (optional)" }),
          {
            autoComplete: "address-line2",
          },
        )}
        <div className="form-row">
          {field("postalCode", t("account:addresses.postalCode", { defaultValue: "Postal code" }), {
            autoComplete: "postal-code",
          })}
          {field("city", t("account:addresses.city", { defaultValue: "City" }), {
            autoComplete: "address-level2",
          })}
        </div>
        <CountryField
          // Another address (or the server's answer to a post) starts from its own country.
          key={`${editing?.address.id ?? "new"}:${values.country ?? ""}`}
          id="address-country"
          name="country"
          label={t("account:addresses.country", { defaultValue: "Country" })}
          countries={countries}
          defaultValue={values.country ?? countries[0]?.iso2}
          error={error("country")}
        />
        {field("phone", t("account:profile.phone", { defaultValue: "Phone" }), {
          type: "tel",
          autoComplete: "tel",
        })}
        <SubmitButton action={action} pendingLabel={t("account:profile.saving", { defaultValue: "Saving…" })}>
          {editing
            ? t("account:addresses.saveChanges", { defaultValue: "Save the address" })
            : t("account:addresses.add", { defaultValue: "Add the address" })}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** A new address is for delivery or billing; an edited one keeps its type. */
function AddressTypeField({ editingType, type }: { editingType: AddressType | null; type: string }) {
  const { t } = useTranslation();
  if (editingType) return <input type="hidden" name="type" value={editingType} />;
  return (
    <ChoiceGroup
      legend={t("account:addresses.type", { defaultValue: "Use for" })}
      name="type"
      defaultValue={type}
      choices={[
        { value: "shipping", label: t("account:addresses.shipping", { defaultValue: "Delivery" }) },
        { value: "billing", label: t("account:addresses.billing", { defaultValue: "Billing" }) },
      ]}
    />
  );
}
