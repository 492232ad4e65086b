import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NavItem } from "~/features/content/content.schemas";
import { Icon } from "~/ui/Icon";

export type ErrorViewProps = {
  status: number;
  /** Status message; defaults to 'Page Not Found' (404) or 'Internal Server Error'. */
  statusText?: string;
  /** Taken from the error message, e.g. 'Page Not Found: /foo/'. */
  description?: string;
  /** Home link; default "/". */
  homePath?: string;
  /** Extra destinations offered on the 404 view (e.g. the main categories). */
  links?: NavItem[];
};

/**
 * Spec §2 error page. Every text has an English default so it renders even when no dictionary is
 * loaded (upstream down). Renders inside <main>; the caller owns the document.
 */
export function ErrorView({ status, statusText, description, homePath = "/", links = [] }: ErrorViewProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  // The status message in the shop's language; the HTTP reason phrase only when no text exists for it.
  const title = notFound
    ? t("errors:notFound.title", { defaultValue: "Page Not Found" })
    : t(`errors:status.${status}`, {
        defaultValue: statusText || t("errors:serverError.title", { defaultValue: "Internal Server Error" }),
      });
  const lead = notFound
    ? t("errors:notFound.description", {
        defaultValue: "The page you are looking for has moved, been removed or never existed.",
      })
    : t("errors:serverError.description", {
        defaultValue: "Something went wrong on our side. Please try again in a few moments.",
      });

  return (
    <section
      className={`error-view ${notFound ? "error-view--not-found" : "error-view--server"}`}
      aria-labelledby="error-title"
    >
      <div className="container container--narrow error-view__inner">
        <p className="error-view__code" aria-hidden="true">
          <Icon name={notFound ? "globe" : "alert"} size={28} />
          {status}
        </p>
        <h1 id="error-title" className="error-view__title">
          <span className="visually-hidden">{status} – </span>
          {title}
        </h1>
        <p className="error-view__lead">{lead}</p>
        {description && description !== title ? (
          <p className="error-view__detail">
            <code>{description}</code>
          </p>
        ) : null}
        <div className="error-view__actions">
          <Link to={homePath} className="button button--primary">
            <Icon name="home" size={18} />
            {t("errors:action.home", { defaultValue: "Back to the home page" })}
          </Link>
          {notFound ? null : (
            <a href="." className="button button--secondary">
              {t("errors:action.retry", { defaultValue: "Try again" })}
            </a>
          )}
        </div>
        {notFound ? (
          <div className="error-view__help">
            <h2 className="error-view__subtitle">
              {t("errors:notFound.suggestions.title", { defaultValue: "What you can do" })}
            </h2>
            <ul className="error-view__suggestions">
              <li>
                <Icon name="check" size={18} />
                {t("errors:notFound.suggestions.address", {
                  defaultValue: "Check the address for typing mistakes.",
                })}
              </li>
              <li>
                <Icon name="check" size={18} />
                {t("errors:notFound.suggestions.browse", {
                  defaultValue: "Browse our products from the menu or the links below.",
                })}
              </li>
              <li>
                <Icon name="check" size={18} />
                {t("errors:notFound.suggestions.contact", {
                  defaultValue: "Still lost? Our customer service team is happy to help.",
                })}
              </li>
            </ul>
            {links.length > 0 ? (
              <ul className="error-view__links">
                {links.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path} prefetch="intent">
                      {item.label}
                      <Icon name="arrow" size={16} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
