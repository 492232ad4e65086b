import { Form, Link, useLocation } from "react-router";
import type { NavItem } from "#contract/content/content.schemas";
import type { HighlightedText, SearchHit, SearchType } from "#contract/search/search.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";
import { PreloadLink } from "~/ui/PreloadLink";
import { Price } from "~/ui/Price";
import { highlightSegments } from "./highlight";
import type { SearchPageData } from "./search.server";

/** Matched words in <mark>; every piece is React text, so API text is always escaped. */
function Highlighted({ value }: { value: HighlightedText }) {
  return (
    <>
      {highlightSegments(value).map((segment, index) =>
        // Segments never move: their index is a stable key.
        segment.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, in order
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/** A hit's linked title and snippet, its matches marked. */
function HitText({ hit }: { hit: SearchHit }) {
  return (
    <>
      <h3 className="search-hit__title">
        <PreloadLink to={hit.path}>
          <Highlighted value={hit.title} />
        </PreloadLink>
      </h3>
      <p className="search-hit__snippet">
        <Highlighted value={hit.snippet} />
      </p>
    </>
  );
}

function ProductHit({ hit, locale }: { hit: SearchHit; locale: string }) {
  const { t } = useTranslation();
  return (
    <li className="search-product">
      {hit.image ? (
        <img className="search-product__image" src={hit.image} alt="" width={96} height={72} />
      ) : null}
      <div className="search-product__body">
        <HitText hit={hit} />
        {hit.fromPrice ? (
          <p className="search-product__price">
            {t("search:from", { defaultValue: "From" })}{" "}
            <Price
              centAmount={hit.fromPrice.centAmount}
              currency={hit.fromPrice.currencyCode}
              locale={locale}
            />{" "}
            <span className="search-product__tax">{t("search:exclTax", { defaultValue: "excl. VAT" })}</span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

function TextHit({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <HitText hit={hit} />
    </li>
  );
}

const GROUPS: { type: SearchType; key: string; fallback: string }[] = [
  { type: "product", key: "search:group.product", fallback: "Products" },
  { type: "page", key: "search:group.page", fallback: "Pages" },
  { type: "glossary", key: "search:group.glossary", fallback: "Glossary" },
];

function ResultGroups({ items, locale }: { items: SearchHit[]; locale: string }) {
  const { t } = useTranslation();
  return GROUPS.map(({ type, key, fallback }) => {
    const hits = items.filter((hit) => hit.type === type);
    if (hits.length === 0) return null;
    return (
      <section key={type} className="search-group" aria-labelledby={`search-group-${type}`}>
        <h2 id={`search-group-${type}`} className="search-group__title">
          {t(key, { defaultValue: fallback })}
        </h2>
        <ul className={type === "product" ? "search-products" : "search-hits"}>
          {hits.map((hit) =>
            type === "product" ? (
              <ProductHit key={hit.id} hit={hit} locale={locale} />
            ) : (
              <TextHit key={hit.id} hit={hit} />
            ),
          )}
        </ul>
      </section>
    );
  });
}

function Suggestions({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h2 id="search-suggestions-title" className="search-group__title">
        {t("search:suggestions", { defaultValue: "Browse our ranges" })}
      </h2>
      <ul className="search-suggestions__list">
        {items.map((item) => (
          <li key={item.path}>
            <PreloadLink to={item.path} className="search-suggestions__link">
              {item.label}
            </PreloadLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Paging({ data, action }: { data: SearchPageData; action: string }) {
  const { t } = useTranslation();
  if (!data.nextQuery && !data.firstQuery) return null;
  return (
    <nav className="search-paging" aria-label={t("search:paging", { defaultValue: "Result pages" })}>
      {data.firstQuery ? (
        <Link to={`${action}${data.firstQuery}`} className="button button--secondary">
          {t("search:first", { defaultValue: "First results" })}
        </Link>
      ) : null}
      {data.nextQuery ? (
        <Link to={`${action}${data.nextQuery}`} className="button button--secondary">
          {t("search:next", { defaultValue: "More results" })}
        </Link>
      ) : null}
    </nav>
  );
}

function Outcome({ data, action }: { data: SearchPageData; action: string }) {
  const { t } = useTranslation();
  const { outcome } = data;
  if (outcome.kind === "idle") return <Suggestions items={data.suggestions} />;
  if (outcome.kind === "tooMany") {
    return (
      <>
        <Alert tone="warning">
          {t("search:tooMany", {
            count: outcome.retryAfterSeconds,
            defaultValue: "Too many searches from your connection. Please try again in {{count}} s.",
          })}
        </Alert>
        <Suggestions items={data.suggestions} />
      </>
    );
  }
  if (outcome.kind === "unavailable" || outcome.kind === "refused") {
    return (
      <>
        <Alert tone="warning">
          {outcome.kind === "unavailable"
            ? t("search:unavailable", {
                defaultValue: "Search is unavailable right now. Please try again in a moment.",
              })
            : t("search:refused", { defaultValue: "This results page has expired. Please search again." })}
        </Alert>
        <Suggestions items={data.suggestions} />
      </>
    );
  }
  const { results } = outcome;
  if (results.items.length === 0) {
    return (
      <div className="search-empty">
        <p className="search-empty__title">
          {t("search:empty", { q: data.q, defaultValue: "No results for “{{q}}”." })}
        </p>
        <p>{t("search:emptyHint", { defaultValue: "Check the spelling, or try a more general word." })}</p>
        <Suggestions items={data.suggestions} />
      </div>
    );
  }
  return (
    <>
      <p className="search-count" role="status">
        {t("search:count", { count: results.total, defaultValue: "{{count}} results" })}
      </p>
      <ResultGroups items={results.items} locale={data.locale} />
      <Paging data={data} action={action} />
    </>
  );
}

/** The search screen: a GET form (works without JavaScript) and grouped, highlighted results. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation();
  const action = useLocation().pathname;
  return (
    <div className="container search-page">
      <h1>
        {data.q
          ? t("search:titleFor", { q: data.q, defaultValue: "Search results for “{{q}}”" })
          : t("search:title", { defaultValue: "Search" })}
      </h1>
      <Form method="get" action={action} className="search-form" role="search">
        <label className="field__label" htmlFor="search-page-q">
          {t("search:label", { defaultValue: "What are you looking for?" })}
        </label>
        <div className="search-form__row">
          <input
            key={data.q}
            id="search-page-q"
            className="field__input search-form__input"
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={100}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t("search:submit", { defaultValue: "Search" })}
          </button>
        </div>
      </Form>
      <Outcome data={data} action={action} />
    </div>
  );
}
