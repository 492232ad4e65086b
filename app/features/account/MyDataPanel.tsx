import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { MyDataActionData } from "./my-data.server";

export type MyDataPanelProps = {
  action: string;
  downloadPath: string;
  privacyPath: string | null;
  /** An admin signed in as the customer: these rights are the customer's own. */
  impersonating: boolean;
  result: MyDataActionData | undefined;
};

/** "My data" (issue 36 §7): download a copy of it, or delete the account, with a clear confirmation step. */
export function MyDataPanel({ action, downloadPath, privacyPath, impersonating, result }: MyDataPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="account-card my-data" aria-labelledby="my-data-title">
      <h1 id="my-data-title">{t("dataRights:title", { defaultValue: "My data" })}</h1>
      <p>
        {t("dataRights:lead", {
          defaultValue:
            "What we keep about you, and what you can do with it: take a copy, or delete your account.",
        })}{" "}
        {privacyPath ? (
          <a href={privacyPath}>{t("dataRights:privacyLink", { defaultValue: "Read our privacy policy" })}</a>
        ) : null}
      </p>
      {impersonating ? (
        <Alert tone="info">
          {t("dataRights:impersonating", {
            defaultValue:
              "Only the customer can download or delete their own data, not staff signed in as them.",
          })}
        </Alert>
      ) : (
        <>
          <h2>{t("dataRights:export.title", { defaultValue: "Download my data" })}</h2>
          <p>
            {t("dataRights:export.text", {
              defaultValue:
                "One JSON file with your profile, addresses, orders, designs, quotes, wallet and saved payment methods (masked).",
            })}
          </p>
          <p>
            <a className="button button--secondary" href={downloadPath} download>
              {t("dataRights:export.button", { defaultValue: "Download my data (JSON)" })}
            </a>
          </p>
          <DeleteAccountForm action={action} result={result} />
        </>
      )}
    </section>
  );
}

function DeleteAccountForm({ action, result }: { action: string; result: MyDataActionData | undefined }) {
  const { t } = useTranslation();
  const errors = result?.errors ?? {};
  const formError = errors.form ?? errors.confirm;
  return (
    <Form method="post" action={action} className="form-stack my-data__delete" noValidate>
      <h2 id="delete-account-title">{t("dataRights:delete.title", { defaultValue: "Delete my account" })}</h2>
      <p>
        {t("dataRights:delete.text", {
          defaultValue:
            "Your profile, addresses, designs, saved payment methods and newsletter subscription are erased and you are signed out. Your orders and invoices are kept as the law requires, without your contact details. This cannot be undone.",
        })}
      </p>
      {formError ? (
        <Alert tone="danger">
          {t(`dataRights:${formError}`, { numbers: (result?.openOrders ?? []).join(", ") })}
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value="delete-account" />
      <TextField
        label={t("dataRights:delete.password", { defaultValue: "Your password" })}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        error={errors.password ? t(`dataRights:${errors.password}`) : undefined}
      />
      <label className="choice">
        <input type="checkbox" name="confirm" required aria-invalid={errors.confirm ? true : undefined} />
        {t("dataRights:delete.confirm", {
          defaultValue: "I understand that my account is deleted for good.",
        })}
      </label>
      <SubmitButton
        action={action}
        pendingLabel={t("dataRights:delete.pending", { defaultValue: "Deleting…" })}
      >
        {t("dataRights:delete.button", { defaultValue: "Delete my account" })}
      </SubmitButton>
    </Form>
  );
}
