import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { SubmitButton } from "~/ui/SubmitButton";
import { TextField } from "~/ui/TextField";
import type { LoginActionData } from "./login.server";

export type LoginFormProps = {
  action: string;
  redirectTo: string;
  result: LoginActionData | undefined;
  registerPath: string | null;
  passwordResetPath: string | null;
  /** Checkout sent the shopper here: say why (issue 17 §6). */
  forCheckout?: boolean;
  /** The visitor has just deleted their account (issue 36 §7): say it is done, and what stays. */
  accountDeleted?: boolean;
};

export function LoginForm({
  action,
  redirectTo,
  result,
  registerPath,
  passwordResetPath,
  forCheckout = false,
  accountDeleted = false,
}: LoginFormProps) {
  const { t } = useTranslation();
  const errors = result?.errors ?? {};
  const fieldError = (field: string) => (errors[field] ? t(`auth:${errors[field]}`) : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused attempt (JS on, the form stays mounted) the password is cleared, as without JS.
  useEffect(() => {
    const password = formRef.current?.elements.namedItem("password");
    if (result && password instanceof HTMLInputElement) password.value = "";
  }, [result]);
  return (
    <div className="container">
      <section className="form-card" aria-labelledby="login-title">
        <h1 id="login-title">{t("auth:login.title", { defaultValue: "Sign in" })}</h1>
        <LoginNotices forCheckout={forCheckout} accountDeleted={accountDeleted} />
        <Form method="post" action={action} className="form-stack" noValidate ref={formRef}>
          {errors.form ? (
            <Alert tone="danger">
              {t(
                `auth:${errors.form}`,
                result?.retryAfterSeconds === undefined ? {} : { count: result.retryAfterSeconds },
              )}
            </Alert>
          ) : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            label={t("auth:field.email", { defaultValue: "Email" })}
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.values.email}
            error={fieldError("email")}
          />
          <TextField
            label={t("auth:field.password", { defaultValue: "Password" })}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldError("password")}
          />
          <SubmitButton
            action={action}
            pendingLabel={t("auth:login.pending", { defaultValue: "Signing in…" })}
          >
            {t("auth:login.submit", { defaultValue: "Sign in" })}
          </SubmitButton>
          <p className="form-links">
            {passwordResetPath ? (
              <Link to={passwordResetPath}>
                {t("auth:login.forgotten", { defaultValue: "Forgotten password?" })}
              </Link>
            ) : null}
            {registerPath ? (
              <Link to={registerPath}>{t("auth:login.register", { defaultValue: "Create an account" })}</Link>
            ) : null}
          </p>
        </Form>
      </section>
    </div>
  );
}

/** Why the visitor is asked to sign in: their account just went, or checkout needs them known. */
function LoginNotices({ forCheckout, accountDeleted }: { forCheckout: boolean; accountDeleted: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {accountDeleted ? (
        <Alert tone="success">
          <p>
            {t("auth:login.accountDeleted", {
              defaultValue:
                "Your account is deleted and you are signed out. We keep only your invoices, for as long as the law requires.",
            })}
          </p>
        </Alert>
      ) : null}
      {forCheckout ? (
        <Alert tone="info">
          <p>
            {t("auth:login.forCheckout", {
              defaultValue: "Sign in to complete your order. Your basket is kept.",
            })}
          </p>
        </Alert>
      ) : null}
    </>
  );
}
