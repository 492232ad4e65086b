import { Form } from "react-router";
import type { Customer } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { ProfileActionData } from "./profile.server";

export type ProfileFormProps = {
  action: string;
  customer: Customer;
  saved: boolean;
  result: ProfileActionData | undefined;
};

export function ProfileForm({ action, customer, saved, result }: ProfileFormProps) {
  const { t } = useTranslation();
  const company = customer.customerMetadata.user_category === "1";
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(`account:${key}`) : result?.apiErrors[field];
  };
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h1 id="profile-title">{t("account:profile.title", { defaultValue: "Profile" })}</h1>
      <Form method="post" action={action} className="form-stack" noValidate>
        {saved && !result ? (
          <Alert tone="success">{t("account:profile.saved", { defaultValue: "Saved." })}</Alert>
        ) : null}
        <input type="hidden" name="intent" value="update-profile" />
        <div className="form-row">
          <TextField
            label={t("auth:field.firstName", { defaultValue: "First name" })}
            name="firstName"
            autoComplete="given-name"
            defaultValue={customer.firstName}
            error={error("firstName")}
          />
          <TextField
            label={t("auth:field.lastName", { defaultValue: "Last name" })}
            name="lastName"
            autoComplete="family-name"
            defaultValue={customer.lastName}
            error={error("lastName")}
          />
        </div>
        <TextField
          label={t("account:profile.phone", { defaultValue: "Phone" })}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={customer.phone ?? ""}
          error={error("phone")}
        />
        {company ? (
          <div className="form-row">
            <TextField
              label={t("auth:field.companyName", { defaultValue: "Company name" })}
              name="companyName"
              autoComplete="organization"
              defaultValue={customer.companyName ?? ""}
              error={error("companyName")}
            />
            <TextField
              label={t("auth:field.vatNumber", { defaultValue: "VAT number" })}
              name="vatNumber"
              defaultValue={customer.vatNumber ?? ""}
              error={error("vatNumber")}
            />
          </div>
        ) : null}
        <label className="choice">
          <input
            type="checkbox"
            name="newsletter"
            defaultChecked={customer.customerMetadata.user_subscriber_status}
          />
          {t("auth:register.newsletter", { defaultValue: "Send me offers and print tips by email" })}
        </label>
        <SubmitButton action={action} pendingLabel={t("account:profile.saving", { defaultValue: "Saving…" })}>
          {t("account:profile.save", { defaultValue: "Save" })}
        </SubmitButton>
      </Form>
    </section>
  );
}
