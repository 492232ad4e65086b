import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { PasswordRule } from "#contract/account/form-rules";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { ResetActionData } from "./password-reset.server";

export type PasswordResetFormProps = {
  action: string;
  /** "request" (ask for a link), "sent", "confirm" (choose a password) or "done" (reset successful). */
  stage: "request" | "sent" | "confirm" | "done";
  token: string;
  loginPath: string | null;
  result: ResetActionData | undefined;
  /** The password rule of the basic configs: its numbers go into the hint and the messages. */
  passwordRule: PasswordRule;
};

export function PasswordResetForm({
  action,
  stage,
  token,
  loginPath,
  result,
  passwordRule,
}: PasswordResetFormProps) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const key = result?.errors[field];
    return key
      ? t(`auth:${key}`, { count: passwordRule.minLength, max: passwordRule.maxLength })
      : result?.apiErrors[field];
  };
  const formError = result?.errors.form ? (
    <Alert tone="danger">{t(`auth:${result.errors.form}`)}</Alert>
  ) : null;
  return (
    <div className="container">
      <section className="form-card" aria-labelledby="reset-title">
        <h1 id="reset-title">
          {stage === "done"
            ? t("auth:reset.doneTitle", { defaultValue: "Password changed" })
            : t("auth:reset.title", { defaultValue: "Reset your password" })}
        </h1>
        {stage === "sent" ? (
          <Alert tone="success">
            {t("auth:reset.sent", {
              defaultValue:
                "If an account exists for this address, we have sent it a link valid for one hour.",
            })}
          </Alert>
        ) : null}
        {stage === "done" ? (
          <Alert tone="success">
            {t("auth:reset.done", {
              defaultValue: "Your password has been changed. Sign in with the new one.",
            })}
          </Alert>
        ) : null}
        {stage === "request" || stage === "sent" ? (
          <ResetRequestForm action={action} formError={formError} error={error} />
        ) : null}
        {stage === "confirm" ? (
          <NewPasswordForm
            action={action}
            formError={formError}
            error={error}
            token={token}
            passwordRule={passwordRule}
          />
        ) : null}
        {loginPath ? (
          <p className="form-links">
            <Link to={loginPath}>{t("auth:reset.backToLogin", { defaultValue: "Back to sign in" })}</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

type StageFormProps = {
  action: string;
  formError: ReactNode;
  error: (field: string) => string | undefined;
};

/** Step one: the address a reset link is sent to. */
function ResetRequestForm({ action, formError, error }: StageFormProps) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="form-stack" noValidate>
      {formError}
      <input type="hidden" name="intent" value="request" />
      <TextField
        label={t("auth:field.email", { defaultValue: "Email" })}
        name="email"
        type="email"
        autoComplete="email"
        error={error("email")}
      />
      <SubmitButton action={action} pendingLabel={t("auth:reset.sending", { defaultValue: "Sending…" })}>
        {t("auth:reset.send", { defaultValue: "Send me a link" })}
      </SubmitButton>
    </Form>
  );
}

/** Step two, from the link: the new password, posted with the link's token. */
function NewPasswordForm({
  action,
  formError,
  error,
  token,
  passwordRule,
}: StageFormProps & { token: string; passwordRule: PasswordRule }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      action={`${action}?token=${encodeURIComponent(token)}`}
      className="form-stack"
      noValidate
    >
      {formError}
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="token" value={token} />
      <TextField
        label={t("auth:reset.newPassword", { defaultValue: "New password" })}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={passwordRule.minLength}
        maxLength={passwordRule.maxLength}
        hint={t("auth:register.passwordHintLength", {
          defaultValue: "At least {{count}} characters.",
          count: passwordRule.minLength,
        })}
        error={error("password")}
      />
      <SubmitButton action={action} pendingLabel={t("auth:reset.saving", { defaultValue: "Saving…" })}>
        {t("auth:reset.save", { defaultValue: "Change my password" })}
      </SubmitButton>
    </Form>
  );
}
