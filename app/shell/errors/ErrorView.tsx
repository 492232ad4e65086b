import type { TFunction } from "i18next";
import { Link, useLocation } from "react-router";
import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";

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
  /** The browser couldn't reach the shop (no status from it): said so, with a retry of this very address. */
  connectionLost?: boolean;
};

/**
 * The error page's heading and lead in the shop's language: a lost connection, a missing page, a
 * refusal or a failure on the shop's side; the HTTP reason phrase only when no text exists for it.
 */
function errorWording(
  t: TFunction,
  status: number,
  statusText: string | undefined,
  connectionLost: boolean,
): { title: string; lead: string } {
  if (connectionLost) {
    return {
      title: t("errors:connection.title", { defaultValue: "Connection interrupted" }),
      lead: t("errors:connection.description", {
        defaultValue:
          "The page couldn't reach the shop. Check your connection, then try again: the page reloads where you were.",
      }),
    };
  }
  if (status === 404) {
    return {
      title: t("errors:notFound.title", { defaultValue: "Page Not Found" }),
      lead: t("errors:notFound.description", {
        defaultValue: "The page you are looking for has moved, been removed or never existed.",
      }),
    };
  }
  const title = t(`errors:status.${status}`, {
    defaultValue: statusText || t("errors:serverError.title", { defaultValue: "Internal Server Error" }),
  });
  const lead =
    status < 500
      ? t("errors:clientError.description", {
          defaultValue: "Nothing was changed. Go back to the previous page and try again.",
        })
      : t("errors:serverError.description", {
          defaultValue: "Something went wrong on our side. Please try again in a few moments.",
        });
  return { title, lead };
}

/**
 * Spec §2 error page. Every text has an English default so it renders even when no dictionary is
 * loaded (upstream down). Renders inside <main>; the caller owns the document.
 */
export function ErrorView({
  status,
  statusText,
  description,
  homePath = "/",
  links = [],
  connectionLost = false,
}: ErrorViewProps) {
  const { t } = useTranslation();
  // "Try again" asks for this address again, query included: a configured product keeps its choices.
  const { pathname, search } = useLocation();
  const notFound = status === 404;
  const { title, lead } = errorWording(t, status, statusText, connectionLost);
  // The spec's "Page Not Found: /path/" stays the page's description (and the log's); the shopper
  // reads the missing address in the shop's language.
  const missingPath = notFound ? missingPathOf(description) : null;
  // A refusal names a dictionary entry ("errors:request.tooLarge"); other descriptions are shown as given.
  const detail = description && !missingPath ? translatedDescription(description, t) : undefined;

  return (
    <section
      className={`error-view ${notFound ? "error-view--not-found" : "error-view--server"}`}
      aria-labelledby="error-title"
    >
      <div className="container container--narrow error-view__inner">
        <p className="error-view__code" aria-hidden="true">
          <Icon name={notFound ? "globe" : "alert"} size={28} />
          {connectionLost ? null : status}
        </p>
        <h1 id="error-title" className="error-view__title">
          {connectionLost ? null : <span className="visually-hidden">{status} – </span>}
          {title}
        </h1>
        {description ? <meta name="description" content={description} /> : null}
        <p className="error-view__lead">{lead}</p>
        {missingPath ? (
          <p className="error-view__detail">
            {t("errors:notFound.path", { defaultValue: "Address asked for:" })} <code>{missingPath}</code>
          </p>
        ) : null}
        {detail && detail !== title ? (
          <p className="error-view__detail">{detail === description ? <code>{detail}</code> : detail}</p>
        ) : null}
        <div className="error-view__actions">
          <Link to={homePath} className="button button--primary">
            <Icon name="home" size={18} />
            {t("errors:action.home", { defaultValue: "Back to the home page" })}
          </Link>
          {notFound ? null : (
            <a href={`${pathname}${search}`} className="button button--secondary">
              {t("errors:action.retry", { defaultValue: "Try again" })}
            </a>
          )}
        </div>
        {notFound ? <NotFoundHelp links={links} /> : null}
      </div>
    </section>
  );
}

/** A missing page: what the shopper can do, and where the shop's main categories are. */
function NotFoundHelp({ links }: { links: NavItem[] }) {
  const { t } = useTranslation();
  return (
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
              <PreloadLink to={item.path}>
                {item.label}
                <Icon name="arrow" size={16} />
              </PreloadLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** English texts of the refusals the shop itself raises, for when no dictionary is loaded. */
const REFUSAL_DEFAULTS: Record<string, string> = {
  "errors:request.tooLarge": "This form is larger than we accept. Shorten what you typed and try again.",
  "errors:request.unsupportedType": "This form could not be read. Please send it from the shop’s own page.",
  "errors:request.malformed": "The form arrived incomplete. Please send it again.",
  "errors:request.crossSite":
    "This form was sent from another website, so nothing was changed. Please use the shop’s own page.",
  "errors:request.methodNotAllowed": "This page can’t be changed this way.",
  "errors:request.refused": "The shop could not accept this request. Nothing was changed.",
  "errors:request.forbidden":
    "Your staff account doesn't have access to this. Ask a shop administrator if you need it.",
  "errors:request.conflict":
    "This can no longer be done: the page changed in the meantime. Reload it to see where things stand.",
  "errors:request.tooMany": "Too many attempts in a short time. Please wait a moment before trying again.",
};

const NOT_FOUND_PREFIX = "Page Not Found: ";

function missingPathOf(description: string | undefined): string | null {
  return description?.startsWith(NOT_FOUND_PREFIX) ? description.slice(NOT_FOUND_PREFIX.length) : null;
}

function translatedDescription(description: string, t: TFunction): string {
  const fallback = REFUSAL_DEFAULTS[description];
  return fallback ? t(description, { defaultValue: fallback }) : description;
}
