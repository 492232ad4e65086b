/**
 * The combobox's state as a pure reducer (WAI-ARIA APG combobox, list autocomplete with manual
 * selection): what the input shows, which options are visible, whether the listbox is open and which
 * option is active. The component (Combobox.tsx) only maps keys and events onto these actions.
 */

/** The spec's dropdown defaults (§9): option key `id`, label key `label`. */
export interface ComboboxOption {
  id: string;
  label: string;
}

/**
 * `substring`: the options are a static list filtered here (case-insensitive substring of the label).
 * `source`: the options come already matched for the query (a search API); nothing is filtered here.
 */
export type ComboboxFiltering = "substring" | "source";

export interface ComboboxState<T extends ComboboxOption> {
  inputValue: string;
  /** Every option: the static list, or the latest answer of the source. */
  options: readonly T[];
  /** What the listbox shows. */
  visible: readonly T[];
  open: boolean;
  /** Index into `visible`; -1 when none is active (Enter then belongs to the form). */
  activeIndex: number;
  /** `loading` while the source's answer for `inputValue` is awaited. */
  status: "idle" | "loading" | "ready";
  /** What the source said instead of options (e.g. "too many searches"), shown quietly in the popup. */
  notice: string | null;
}

export type ComboboxAction<T extends ComboboxOption> =
  | { type: "typed"; value: string }
  /** A source answered `query`; ignored unless it is still what the input shows (the latest wins). */
  | { type: "loaded"; query: string; options: readonly T[] }
  /** The source failed for `query`; `notice` is what to say about it, if anything. */
  | { type: "failed"; query: string; notice?: string | null }
  /** A click on a pick-only field shows its options, the one it shows active (as a select does). */
  | { type: "open" }
  | { type: "move"; step: 1 | -1 }
  | { type: "jump"; to: "first" | "last" }
  | { type: "activate"; index: number }
  | { type: "escape" }
  /** Focus left; `inputValue` restores the text (a pick-only field shows its chosen option again). */
  | { type: "close"; inputValue?: string }
  | { type: "select"; index: number };

/** Lower case without accents: "é" finds "É", "Etats" finds "États-Unis". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): readonly T[] {
  const needle = fold(query.trim());
  if (!needle) return options;
  return options.filter((option) => fold(option.label).includes(needle));
}

export function initialComboboxState<T extends ComboboxOption>(
  options: readonly T[] = [],
  inputValue = "",
): ComboboxState<T> {
  return {
    inputValue,
    options,
    visible: options,
    open: false,
    activeIndex: -1,
    status: "idle",
    notice: null,
  };
}

/** The next active index, wrapping at both ends; from none, Down starts at the top and Up at the bottom. */
export function stepIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

function typed<T extends ComboboxOption>(
  state: ComboboxState<T>,
  value: string,
  filtering: ComboboxFiltering,
): ComboboxState<T> {
  if (filtering === "substring") {
    return {
      ...state,
      inputValue: value,
      visible: filterOptions(state.options, value),
      open: true,
      activeIndex: -1,
    };
  }
  // A source is asked only for a real query; an emptied box has nothing to suggest.
  if (!value.trim()) return { ...initialComboboxState<T>(), inputValue: value };
  // The previous answer stays in view (no flicker) while the new one loads.
  return { ...state, inputValue: value, open: true, activeIndex: -1, status: "loading", notice: null };
}

function escaped<T extends ComboboxOption>(state: ComboboxState<T>, filtering: ComboboxFiltering) {
  if (state.open) return { ...state, open: false, activeIndex: -1 };
  // A second Escape clears the box.
  if (filtering === "substring") return { ...state, inputValue: "", visible: state.options, activeIndex: -1 };
  return initialComboboxState<T>();
}

/** Closed on a chosen text: a static list offers all its options again the next time it opens. */
function settled<T extends ComboboxOption>(state: ComboboxState<T>, filtering: ComboboxFiltering) {
  return { open: false, activeIndex: -1, visible: filtering === "substring" ? state.options : state.visible };
}

/**
 * No suggestions rather than a false "no matching options": Enter still submits the form. A failure
 * the source explained (a search limit) stays open with that one quiet line.
 */
function failed<T extends ComboboxOption>(state: ComboboxState<T>, query: string, notice: string | null) {
  if (query !== state.inputValue) return state;
  const open = notice !== null;
  const status = open ? ("ready" as const) : ("idle" as const);
  return { ...state, options: [], visible: [], open, activeIndex: -1, status, notice };
}

export function comboboxReducer<T extends ComboboxOption>(filtering: ComboboxFiltering) {
  return (state: ComboboxState<T>, action: ComboboxAction<T>): ComboboxState<T> => {
    switch (action.type) {
      case "typed":
        return typed(state, action.value, filtering);
      case "loaded":
        if (action.query !== state.inputValue) return state;
        return {
          ...state,
          options: action.options,
          visible: action.options,
          activeIndex: -1,
          status: "ready",
          notice: null,
        };
      case "failed":
        return failed(state, action.query, action.notice ?? null);
      case "open":
        if (filtering === "source") return state;
        return {
          ...state,
          open: true,
          activeIndex: state.visible.findIndex((option) => option.label === state.inputValue),
        };
      case "move":
        // An empty search box has nothing to offer yet.
        if (filtering === "source" && !state.inputValue.trim()) return state;
        // Down or Up on a closed box opens it on the first or last option (APG).
        return {
          ...state,
          open: true,
          activeIndex: stepIndex(state.open ? state.activeIndex : -1, action.step, state.visible.length),
        };
      case "jump":
        if (!state.open || state.visible.length === 0) return state;
        return { ...state, activeIndex: action.to === "first" ? 0 : state.visible.length - 1 };
      case "activate":
        return action.index >= 0 && action.index < state.visible.length
          ? { ...state, activeIndex: action.index }
          : state;
      case "escape":
        return escaped(state, filtering);
      case "close":
        if (action.inputValue === undefined) return { ...state, open: false, activeIndex: -1 };
        return { ...state, ...settled(state, filtering), inputValue: action.inputValue };
      case "select": {
        const option = state.visible[action.index];
        if (!option) return state;
        return { ...state, ...settled(state, filtering), inputValue: option.label };
      }
    }
  };
}

/** The active option, if any: what Enter selects. */
export function activeOption<T extends ComboboxOption>(state: ComboboxState<T>): T | undefined {
  return state.open ? state.visible[state.activeIndex] : undefined;
}
