import { type ComponentType, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import type { HeaderSearchComboboxProps, PlainBoxState } from "./HeaderSearchCombobox";

const BOX_ID = "site-search-q";

type Enhanced = { Combobox: ComponentType<HeaderSearchComboboxProps>; takeOver: PlainBoxState };

let combobox: Promise<ComponentType<HeaderSearchComboboxProps>> | null = null;
/** The suggestions' code, fetched once; a failed fetch (offline, a deploy) is tried again next time. */
function loadCombobox(): Promise<ComponentType<HeaderSearchComboboxProps>> {
  combobox ??= import("./HeaderSearchCombobox").then(
    (module) => module.HeaderSearchCombobox,
    (error: unknown) => {
      combobox = null;
      throw error;
    },
  );
  return combobox;
}

function plainBoxState(input: HTMLInputElement | null): PlainBoxState {
  if (!input) return { value: "", focused: false, selection: [0, 0] };
  const end = input.value.length;
  return {
    value: input.value,
    focused: document.activeElement === input,
    selection: [input.selectionStart ?? end, input.selectionEnd ?? end],
  };
}

/**
 * Until the shopper first points at or focuses the plain box, no suggestion code: the combobox is a
 * chunk of its own (ADR 090). Focused before hydration, it is fetched as soon as the page hydrates.
 */
function useCombobox(input: React.RefObject<HTMLInputElement | null>): [Enhanced | null, () => void] {
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const wake = () => {
    loadCombobox().then(
      (Combobox) =>
        // One synchronous commit reads the box and swaps it: no keystroke falls in between.
        flushSync(() => setEnhanced((done) => done ?? { Combobox, takeOver: plainBoxState(input.current) })),
      // Without the chunk the plain form still searches; the next focus asks again.
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (document.activeElement === input.current) wake();
  }, []);
  return [enhanced, wake];
}

/**
 * The header's search box: a GET form to the search screen (all it is without JavaScript, and until
 * the shopper reaches for it); then a combobox suggesting the first hits as you type.
 */
export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, wake] = useCombobox(input);
  const inputProps = {
    className: "site-search__input",
    type: "search",
    maxLength: 100,
    autoComplete: "off",
    placeholder: t("search:placeholder", { defaultValue: "Search products, help…" }),
  } as const;
  return (
    <search className="site-search">
      <form className="site-search__form" method="get" action={searchPath}>
        <label className="visually-hidden" htmlFor={BOX_ID}>
          {t("search:label", { defaultValue: "What are you looking for?" })}
        </label>
        {enhanced ? (
          <enhanced.Combobox id={BOX_ID} inputProps={inputProps} takeOver={enhanced.takeOver} />
        ) : (
          // The combobox's own markup before it hydrates: the swap moves nothing on screen.
          <div className="combobox site-search__combobox">
            <input {...inputProps} ref={input} id={BOX_ID} name="q" onFocus={wake} onPointerEnter={wake} />
          </div>
        )}
        <button type="submit" className="site-search__submit">
          <Icon name="search" size={20} />
          <span className="visually-hidden">{t("search:submit", { defaultValue: "Search" })}</span>
        </button>
      </form>
    </search>
  );
}
