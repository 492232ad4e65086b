import { Form, useLocation, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";

/**
 * The registration mail's link (ADR 066): one button that signs in. A POST rather than the link
 * itself, so a mail scanner that opens links doesn't spend it.
 */
export function SignInLinkPage({ token, error }: { token: string; error: string | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  // The address keeps its token: a refused attempt shows this page again, with the reason.
  const { pathname, search } = useLocation();
  return (
    <div className="container">
      <section className="form-card" aria-labelledby="sign-in-link-title">
        <h1 id="sign-in-link-title">
          {t("welcome:signIn.title", { defaultValue: "Sign in to your account" })}
        </h1>
        {error ? <Alert tone="danger">{t(error)}</Alert> : null}
        <p>
          {t("welcome:signIn.lead", {
            defaultValue: "This link from your mailbox signs you in on this device, once.",
          })}
        </p>
        <Form method="post" action={`${pathname}${search}`} className="form-stack">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {t("welcome:signIn.submit", { defaultValue: "Sign me in" })}
          </button>
        </Form>
      </section>
    </div>
  );
}
