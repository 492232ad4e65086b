import { Form, Link } from "react-router";
import type { Address } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { PostalAddress } from "./PostalAddress";

export type AddressCardProps = {
  address: Address;
  type: "shipping" | "billing";
  isDefault: boolean;
  action: string;
  countryName: string;
};

/** One address with its actions; each action is its own small POST form (works without JS). */
export function AddressCard({ address, type, isDefault, action, countryName }: AddressCardProps) {
  const { t } = useTranslation();
  return (
    <li className="address-card">
      <PostalAddress address={address} countryName={countryName} />
      {isDefault ? (
        <p className="address-card__badge">
          {t("account:addresses.default", { defaultValue: "Default address" })}
        </p>
      ) : null}
      <div className="address-card__actions">
        <Link
          to={`${action}${action.includes("?") ? "&" : "?"}edit=${encodeURIComponent(address.id)}`}
          className="button button--secondary"
        >
          {t("account:addresses.edit", { defaultValue: "Edit" })}
        </Link>
        {isDefault ? null : (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="set-default" />
            <input type="hidden" name="type" value={type} />
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" className="button button--secondary">
              {t("account:addresses.makeDefault", { defaultValue: "Make default" })}
            </button>
          </Form>
        )}
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="type" value={type} />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            className="button button--secondary"
            aria-label={t("account:addresses.deleteNamed", {
              defaultValue: "Delete {{street}}",
              street: address.street,
            })}
          >
            {t("account:addresses.delete", { defaultValue: "Delete" })}
          </button>
        </Form>
      </div>
    </li>
  );
}
