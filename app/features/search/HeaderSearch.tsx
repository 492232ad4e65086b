import { useNavigate } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { Combobox } from "~/ui/Combobox";
import { Icon } from "~/ui/Icon";
import { fetchSuggestions, SearchLimitedError, type SearchSuggestion } from "./search-suggestions";

function Suggestion({ hit }: { hit: SearchSuggestion }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <span className="search-suggestion__label">{hit.label}</span>
      <span className="search-suggestion__meta">
        {t(`search:type.${hit.type}`, { defaultValue: hit.type })}
        {hit.fromPrice
          ? ` · ${t("search:from", { defaultValue: "From" })} ${formatPrice(
              hit.fromPrice.centAmount,
              hit.fromPrice.currencyCode,
              locale,
            )} ${t("search:exclTax", { defaultValue: "excl. VAT" })}`
          : null}
      </span>
    </>
  );
}

/**
 * The header's search box: a GET form to the search screen (all it is without JavaScript); once
 * hydrated, a combobox suggesting the first hits as you type. Enter on a suggestion opens it, Enter
 * without one submits the form to the results page.
 */
export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <search className="site-search">
      <form className="site-search__form" method="get" action={searchPath}>
        <label className="visually-hidden" htmlFor="site-search-q">
          {t("search:label", { defaultValue: "What are you looking for?" })}
        </label>
        <Combobox<SearchSuggestion>
          id="site-search-q"
          name="q"
          className="site-search__combobox"
          listLabel={t("search:suggestions.label", { defaultValue: "Suggestions" })}
          inputProps={{
            className: "site-search__input",
            type: "search",
            maxLength: 100,
            autoComplete: "off",
            placeholder: t("search:placeholder", { defaultValue: "Search products, help…" }),
          }}
          loadOptions={fetchSuggestions}
          describeFailure={(error) =>
            error instanceof SearchLimitedError
              ? t("search:suggestions.tooMany", {
                  count: error.retryAfterSeconds,
                  defaultValue: "Too many searches: suggestions are back in {{count}} s.",
                })
              : null
          }
          onSelect={(hit) => navigate(hit.path)}
          renderOption={(hit) => <Suggestion hit={hit} />}
        />
        <button type="submit" className="site-search__submit">
          <Icon name="search" size={20} />
          <span className="visually-hidden">{t("search:submit", { defaultValue: "Search" })}</span>
        </button>
      </form>
    </search>
  );
}
