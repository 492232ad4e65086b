import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Said on the first page after a sign-in ended without the shopper signing out (issue 38 §6): that
 * they were signed out, and a way back in that returns to this page (their cart comes back with
 * their account). No link on the sign-in page itself.
 */
export function SignedOutNotice({ loginPath }: { loginPath: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="session-notice" role="alert">
      <p>
        {t("common:session.expired", {
          defaultValue: "Your session has expired, so you have been signed out.",
        })}
      </p>
      {loginPath ? (
        <Link className="session-notice__action" to={loginPath}>
          {t("common:session.signInAgain", { defaultValue: "Sign in again" })}
        </Link>
      ) : null}
    </div>
  );
}
