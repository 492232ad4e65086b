import { Form } from "react-router";
import type { CompanyProfile } from "#contract/account/account.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { CompanyActionData } from "./company.server";

export type CompanyProfileFormProps = {
  action: string;
  company: CompanyProfile | null;
  saved: boolean;
  result: CompanyActionData | undefined;
};

/** Company details of a business account (user_category '1'); JS off: 303 after saving, errors re-rendered. */
export function CompanyProfileForm({ action, company, saved, result }: CompanyProfileFormProps) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(`company:${key}`) : result?.apiErrors[field];
  };
  const value = (field: keyof CompanyProfile) => result?.values[field] ?? company?.[field] ?? "";
  return (
    <section className="account-card" aria-labelledby="company-title">
      <h1 id="company-title">{t("company:title", { defaultValue: "Company" })}</h1>
      {company === null ? (
        <Alert tone="info">
          {t("company:private", {
            defaultValue:
              "Company details belong to business accounts. Your account is a personal one; to order for a company, create a business account.",
          })}
        </Alert>
      ) : (
        // Keyed by the saved values: after a save (JS on) the fields show what the server normalised.
        <Form
          key={JSON.stringify(company)}
          method="post"
          action={action}
          className="form-stack company-form"
          noValidate
        >
          {saved && !result ? (
            <Alert tone="success">
              {t("company:saved", { defaultValue: "Your company details are saved." })}
            </Alert>
          ) : null}
          {result?.errors.form ? <Alert tone="danger">{error("form")}</Alert> : null}
          <input type="hidden" name="intent" value="update-company" />
          <TextField
            label={t("company:name", { defaultValue: "Company name" })}
            name="companyName"
            autoComplete="organization"
            required
            defaultValue={value("companyName")}
            error={error("companyName")}
          />
          <div className="form-row">
            <TextField
              label={t("company:vat", { defaultValue: "VAT number" })}
              name="vatNumber"
              defaultValue={value("vatNumber")}
              error={error("vatNumber")}
              hint={t("company:vatHint", { defaultValue: "Country code then number, e.g. FR40123456824" })}
            />
            <TextField
              label={t("company:registration", { defaultValue: "Company registration number" })}
              name="registrationNumber"
              defaultValue={value("registrationNumber")}
              error={error("registrationNumber")}
            />
          </div>
          <TextField
            label={t("company:invoiceEmail", { defaultValue: "Email for invoices" })}
            name="invoiceEmail"
            type="email"
            autoComplete="email"
            defaultValue={value("invoiceEmail")}
            error={error("invoiceEmail")}
            hint={t("company:invoiceEmailHint", {
              defaultValue: "Invoices go there as well as to your login email.",
            })}
          />
          <SubmitButton action={action} pendingLabel={t("company:saving", { defaultValue: "Saving…" })}>
            {t("company:save", { defaultValue: "Save company details" })}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
