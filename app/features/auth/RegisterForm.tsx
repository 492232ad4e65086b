import { Form, Link } from "react-router";
import type { PasswordRule } from "#contract/account/form-rules";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { ChoiceGroup } from "~/ui/ChoiceGroup";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { RegisterActionData } from "./register.server";

export type RegisterFormProps = {
  action: string;
  redirectTo: string;
  result: RegisterActionData | undefined;
  loginPath: string | null;
  /** The password rule of the basic configs: the field's limits, hint and messages say its numbers. */
  passwordRule: PasswordRule;
};

/** In the order the form shows them, for the error summary. */
const FIELDS = ["companyName", "vatNumber", "firstName", "lastName", "email", "password"] as const;

type ErrorFor = (field: string) => string | undefined;
type FieldsProps = { values: Record<string, string | undefined>; error: ErrorFor };

export function RegisterForm({ action, redirectTo, result, loginPath, passwordRule }: RegisterFormProps) {
  const { t } = useTranslation();
  const values = result?.values ?? {};
  const error = (field: string) => {
    const key = result?.errors[field];
    return key
      ? t(`auth:${key}`, { count: passwordRule.minLength, max: passwordRule.maxLength })
      : result?.apiErrors[field];
  };
  return (
    <div className="container">
      <section className="form-card form-card--wide" aria-labelledby="register-title">
        <h1 id="register-title">{t("auth:register.title", { defaultValue: "Create your account" })}</h1>
        <Form method="post" action={action} className="form-stack" noValidate>
          {result?.errors.form ? <Alert tone="danger">{t(`auth:${result.errors.form}`)}</Alert> : null}
          <ErrorSummary
            title={t("auth:register.errorSummary", {
              defaultValue: "Please correct these fields to create your account:",
            })}
            errors={FIELDS.flatMap((field) => {
              const message = error(field);
              return message ? [{ fieldId: `register-${field}`, message }] : [];
            })}
          />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <AccountTypeFields values={values} error={error} />
          <PersonFields values={values} error={error} passwordRule={passwordRule} />
          <label className="choice">
            <input type="checkbox" name="newsletter" />
            {t("auth:register.newsletter", { defaultValue: "Send me offers and print tips by email" })}
          </label>
          <SubmitButton
            action={action}
            pendingLabel={t("auth:register.pending", { defaultValue: "Creating…" })}
          >
            {t("auth:register.submit", { defaultValue: "Create my account" })}
          </SubmitButton>
          {loginPath ? (
            <p className="form-links">
              <Link to={loginPath}>
                {t("auth:register.haveAccount", { defaultValue: "Already a customer? Sign in" })}
              </Link>
            </p>
          ) : null}
        </Form>
      </section>
    </div>
  );
}

/** Private or company, and the company's name and VAT number (shown for company accounts only). */
function AccountTypeFields({ values, error }: FieldsProps) {
  const { t } = useTranslation();
  const accountType = values.accountType === "company" ? "company" : "private";
  return (
    <>
      <ChoiceGroup
        legend={t("auth:register.accountType", { defaultValue: "Account type" })}
        name="accountType"
        defaultValue={accountType}
        choices={[
          { value: "private", label: t("auth:register.private", { defaultValue: "Private customer" }) },
          { value: "company", label: t("auth:register.company", { defaultValue: "Company" }) },
        ]}
      />
      <div className="form-row register-company">
        <TextField
          label={t("auth:field.companyName", { defaultValue: "Company name" })}
          id="register-companyName"
          name="companyName"
          autoComplete="organization"
          hint={t("auth:register.companyOnly", { defaultValue: "Company accounts only" })}
          defaultValue={values.companyName}
          error={error("companyName")}
        />
        <TextField
          label={t("auth:field.vatNumber", { defaultValue: "VAT number (optional)" })}
          id="register-vatNumber"
          name="vatNumber"
          defaultValue={values.vatNumber}
          error={error("vatNumber")}
        />
      </div>
    </>
  );
}

/** The person's name and the credentials they will sign in with. */
function PersonFields({ values, error, passwordRule }: FieldsProps & { passwordRule: PasswordRule }) {
  const { t } = useTranslation();
  const withLettersAndDigits = passwordRule.requireLetter && passwordRule.requireDigit;
  return (
    <>
      <div className="form-row">
        <TextField
          label={t("auth:field.firstName", { defaultValue: "First name" })}
          id="register-firstName"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={values.firstName}
          error={error("firstName")}
        />
        <TextField
          label={t("auth:field.lastName", { defaultValue: "Last name" })}
          id="register-lastName"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={values.lastName}
          error={error("lastName")}
        />
      </div>
      <TextField
        label={t("auth:field.email", { defaultValue: "Email" })}
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={error("email")}
      />
      <TextField
        label={t("auth:field.password", { defaultValue: "Password" })}
        id="register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordRule.minLength}
        maxLength={passwordRule.maxLength}
        hint={t(withLettersAndDigits ? "auth:register.passwordHint" : "auth:register.passwordHintLength", {
          defaultValue: withLettersAndDigits
            ? "At least {{count}} characters, with letters and digits."
            : "At least {{count}} characters.",
          count: passwordRule.minLength,
        })}
        error={error("password")}
      />
    </>
  );
}
