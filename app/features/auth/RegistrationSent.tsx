import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * After any accepted registration, new address or taken (ADR 066): the same page for both, pointing
 * to the mailbox, where the welcome (or, for an existing account, a notice) holds a sign-in link.
 */
export function RegistrationSent({ loginPath }: { loginPath: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="container">
      <section className="form-card" aria-labelledby="register-sent-title">
        <h1 id="register-sent-title">
          {t("auth:register.sent.title", { defaultValue: "Check your mailbox" })}
        </h1>
        <p role="status">
          {t("auth:register.sent.body", {
            defaultValue:
              "We have sent a message to the address you gave. Open the link in it to sign in: it works once, within 24 hours.",
          })}
        </p>
        <p>
          {t("auth:register.sent.help", {
            defaultValue:
              "Nothing after a few minutes? Look in your spam folder. If you already had an account with this address, the message tells you how to sign in.",
          })}
        </p>
        {loginPath ? (
          <p>
            <Link to={loginPath}>
              {t("auth:register.haveAccount", { defaultValue: "Already a customer? Sign in" })}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
