import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useReducer,
  useRef,
} from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/use-translation";
import {
  activeOption,
  type ComboboxAction,
  type ComboboxOption,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
} from "./combobox-state";

/** Keystrokes closer together than this ask the source once. */
export const COMBOBOX_DEBOUNCE_MS = 150;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "defaultValue" | "onChange" | "onKeyDown" | "onBlur" | "role"
>;

export type ComboboxProps<T extends ComboboxOption> = {
  /** The input's id: the field's label points here. */
  id: string;
  /** Submitted with the form: a free-text box (search) has one; a pick-only field posts a hidden input instead. */
  name?: string;
  inputProps?: NativeInputProps;
  /** The listbox's accessible name. */
  listLabel: string;
  /** A static list, filtered here by label... */
  options?: readonly T[];
  /** ...or a source asked for each query (debounced; the previous request is aborted). */
  loadOptions?: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** What to say when the source fails (e.g. a search limit), or null to just show no suggestions. */
  describeFailure?: (error: unknown) => string | null;
  defaultInputValue?: string;
  /** Taking over a box the shopper already typed in (the header's, loaded on first use): ask for its text. */
  suggestOnMount?: boolean;
  /**
   * Pick-only: the chosen option's label. Leaving the field shows it again, and Enter never submits
   * half-typed text while suggestions are open.
   */
  chosenLabel?: string;
  onSelect: (option: T) => void;
  renderOption?: (option: T) => ReactNode;
  className?: string;
};

type Dispatch<T extends ComboboxOption> = (action: ComboboxAction<T>) => void;

/** Asks the source once typing pauses; a newer query aborts the older request (the latest wins). */
function useDebouncedSource<T extends ComboboxOption>(
  loadOptions: ComboboxProps<T>["loadOptions"],
  dispatch: Dispatch<T>,
  describeFailure: ComboboxProps<T>["describeFailure"],
): (query: string) => void {
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});
  useEffect(() => {
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.request?.abort();
    };
  }, []);
  return (query: string) => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
    if (!loadOptions || !query.trim()) return;
    pending.current.timer = setTimeout(() => {
      const request = new AbortController();
      pending.current.request = request;
      loadOptions(query, request.signal).then(
        (answer) => dispatch({ type: "loaded", query, options: answer }),
        (error: unknown) => {
          if (!request.signal.aborted)
            dispatch({ type: "failed", query, notice: describeFailure?.(error) ?? null });
        },
      );
    }, COMBOBOX_DEBOUNCE_MS);
  };
}

/** The APG keys; anything else (and Enter without an active option) keeps its native meaning. */
function handleKey<T extends ComboboxOption>(
  event: KeyboardEvent<HTMLInputElement>,
  state: ComboboxState<T>,
  dispatch: Dispatch<T>,
  select: (index: number) => void,
  pickOnly: boolean,
): void {
  const key = event.key;
  if (key === "ArrowDown" || key === "ArrowUp") {
    dispatch({ type: "move", step: key === "ArrowDown" ? 1 : -1 });
  } else if ((key === "Home" || key === "End") && state.open && state.visible.length > 0) {
    dispatch({ type: "jump", to: key === "Home" ? "first" : "last" });
  } else if (key === "Escape") {
    // Also keeps a search input from clearing itself behind the state's back.
    dispatch({ type: "escape" });
  } else if (key === "Enter" && activeOption(state)) {
    select(state.activeIndex);
  } else if (key === "Enter" && pickOnly && state.open) {
    // Half-typed text is no country: Enter picks the one match, else waits for a choice.
    if (state.visible.length === 1) select(0);
  } else {
    // Enter without an active option submits the form, as the plain box did.
    if (key === "Enter") dispatch({ type: "close" });
    return;
  }
  event.preventDefault();
}

type PopupProps<T extends ComboboxOption> = {
  id: string;
  state: ComboboxState<T>;
  listLabel: string;
  optionId: (index: number) => string;
  select: (index: number) => void;
  dispatch: Dispatch<T>;
  renderOption?: (option: T) => ReactNode;
};

/** The popup's one line: the source's notice, 'Loading...', or that nothing matches; null with options. */
function popupMessage<T extends ComboboxOption>(
  state: ComboboxState<T>,
  empty: string,
  loading: () => string,
): string | null {
  if (!state.open) return null;
  if (state.notice) return state.notice;
  if (state.status === "loading") return loading();
  return state.visible.length === 0 ? empty : null;
}

/** The listbox with its 'Loading...' / empty line, and the polite live region with the count. */
function ComboboxPopup<T extends ComboboxOption>({
  id,
  state,
  listLabel,
  optionId,
  select,
  dispatch,
  renderOption,
}: PopupProps<T>) {
  const { t } = useTranslation();
  const expanded = state.open && state.visible.length > 0;
  const settled = state.open && state.status !== "loading";
  const empty = t("common:combobox.empty", { defaultValue: "Sorry, no matching options." });
  const message = popupMessage(state, empty, () =>
    t("common:combobox.loading", { defaultValue: "Loading..." }),
  );
  const count = t("common:combobox.count", {
    count: state.visible.length,
    defaultValue: "{{count}} options available.",
  });
  return (
    <>
      <div className="combobox__popup" hidden={!state.open}>
        {message ? <p className="combobox__message">{message}</p> : null}
        {/* Pressing an option must not blur the input: the click then selects it. */}
        <div
          className="combobox__listbox"
          role="listbox"
          id={id}
          aria-label={listLabel}
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
        >
          {state.visible.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: APG aria-activedescendant: focus and keys stay on the input
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.activeIndex}
              className="combobox__option"
              onClick={() => select(index)}
              onMouseMove={() => index !== state.activeIndex && dispatch({ type: "activate", index })}
            >
              {renderOption ? renderOption(option) : option.label}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {settled ? (state.notice ?? (state.visible.length === 0 ? empty : count)) : ""}
      </p>
    </>
  );
}

/**
 * The shop's dropdown widget (spec §8/§9), the WAI-ARIA APG combobox with list autocomplete: type to
 * filter, Up/Down move (wrapping), Home/End jump, Enter or a click selects, Escape closes then clears.
 * Until hydration it is the plain input it enhances, so the server's HTML claims nothing it can't do.
 */
export function Combobox<T extends ComboboxOption>(props: ComboboxProps<T>) {
  const { id, name, inputProps, options, loadOptions, chosenLabel, onSelect } = props;
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(
    comboboxReducer<T>(loadOptions ? "source" : "substring"),
    initialComboboxState<T>(options, props.defaultInputValue ?? chosenLabel ?? ""),
  );
  const ask = useDebouncedSource(loadOptions, dispatch, props.describeFailure);
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = activeOption(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the text the box came with
  useEffect(() => {
    if (!props.suggestOnMount || !state.inputValue.trim()) return;
    dispatch({ type: "typed", value: state.inputValue });
    ask(state.inputValue);
  }, []);

  // The active option stays in view when the page has to scroll (focus never leaves the input).
  useEffect(() => {
    if (state.activeIndex >= 0)
      document.getElementById(`${id}-option-${state.activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [id, state.activeIndex]);

  const select = (index: number) => {
    const option = state.visible[index];
    if (!option) return;
    dispatch({ type: "select", index });
    onSelect(option);
  };
  const plainInput = {
    ...inputProps,
    id,
    name,
    value: state.inputValue,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      dispatch({ type: "typed", value: event.target.value });
      if (hydrated) ask(event.target.value);
    },
  };
  // One wrapper and one input before and after hydration: focus and caret survive the switch.
  return (
    <div className={["combobox", props.className].filter(Boolean).join(" ")}>
      {hydrated ? (
        <input
          {...plainInput}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={state.open && state.visible.length > 0}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={active ? optionId(state.activeIndex) : undefined}
          onKeyDown={(event) => handleKey(event, state, dispatch, select, chosenLabel !== undefined)}
          // A pick-only field looks like a select: a click shows its list.
          onClick={chosenLabel === undefined ? undefined : () => dispatch({ type: "open" })}
          onBlur={() => dispatch({ type: "close", inputValue: chosenLabel })}
        />
      ) : (
        <input {...plainInput} />
      )}
      {hydrated ? (
        <ComboboxPopup
          id={`${id}-listbox`}
          state={state}
          listLabel={props.listLabel}
          optionId={optionId}
          select={select}
          dispatch={dispatch}
          renderOption={props.renderOption}
        />
      ) : null}
    </div>
  );
}
