import { useLayoutEffect } from "react";
import { useNavigate } from "react-router";
import { formatPrice } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { Combobox } from "~/ui/Combobox";
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

/** What the plain box held when this took its place: its text, and where the shopper's caret was. */
export interface PlainBoxState {
  value: string;
  focused: boolean;
  selection: readonly [number, number];
}

export type HeaderSearchComboboxProps = {
  id: string;
  inputProps: {
    className: string;
    type: "search";
    maxLength: number;
    autoComplete: "off";
    placeholder: string;
  };
  takeOver: PlainBoxState;
};

/**
 * The header box with suggestions as you type: its own chunk, fetched when the shopper first points
 * at or focuses the plain box (HeaderSearch), which it then replaces with focus, text and caret kept.
 * Enter on a suggestion opens it, Enter without one submits the form to the results page.
 */
export function HeaderSearchCombobox({ id, inputProps, takeOver }: HeaderSearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Before paint, in the commit that swapped the boxes: the shopper's typing carries on in this one.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!takeOver.focused || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(...takeOver.selection);
  }, [id, takeOver]);
  return (
    <Combobox<SearchSuggestion>
      id={id}
      name="q"
      className="site-search__combobox"
      listLabel={t("search:suggestions.label", { defaultValue: "Suggestions" })}
      inputProps={inputProps}
      defaultInputValue={takeOver.value}
      suggestOnMount={takeOver.focused}
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
  );
}
