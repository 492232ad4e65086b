import { describe, expect, it } from "vitest";
import {
  activeOption,
  type ComboboxAction,
  type ComboboxOption,
  type ComboboxState,
  comboboxReducer,
  filterOptions,
  initialComboboxState,
  stepIndex,
} from "./combobox-state";

const countries: ComboboxOption[] = [
  { id: "FR", label: "France" },
  { id: "BE", label: "Belgique" },
  { id: "US", label: "États-Unis" },
  { id: "DE", label: "Allemagne" },
];

function run<T extends ComboboxOption>(
  reducer: (state: ComboboxState<T>, action: ComboboxAction<T>) => ComboboxState<T>,
  state: ComboboxState<T>,
  ...actions: ComboboxAction<T>[]
): ComboboxState<T> {
  return actions.reduce(reducer, state);
}

describe("filterOptions", () => {
  it("keeps labels containing the text, whatever the case", () => {
    expect(filterOptions(countries, "GIQ").map((o) => o.id)).toEqual(["BE"]);
    expect(filterOptions(countries, "Gn").map((o) => o.id)).toEqual(["DE"]);
    expect(filterOptions(countries, "e").map((o) => o.id)).toEqual(["FR", "BE", "US", "DE"]);
  });

  it("ignores accents and surrounding spaces, and offers everything for no text", () => {
    expect(filterOptions(countries, " etats ").map((o) => o.id)).toEqual(["US"]);
    expect(filterOptions(countries, "")).toBe(countries);
  });
});

describe("stepIndex", () => {
  it("wraps at both ends and starts from the top or the bottom", () => {
    expect(stepIndex(-1, 1, 3)).toBe(0);
    expect(stepIndex(-1, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});

describe("a static list (substring filtering)", () => {
  const reduce = comboboxReducer<ComboboxOption>("substring");
  const start = initialComboboxState(countries, "France");

  it("opens on typing with the matching options and none active", () => {
    const state = run(reduce, start, { type: "typed", value: "e" });
    expect(state.open).toBe(true);
    expect(state.visible.map((o) => o.id)).toEqual(["FR", "BE", "US", "DE"]);
    expect(state.activeIndex).toBe(-1);
    expect(activeOption(state)).toBeUndefined();
    expect(run(reduce, state, { type: "typed", value: "xyz" }).visible).toEqual([]);
  });

  it("opens with Down on the first option, Up on the last, and wraps", () => {
    expect(run(reduce, start, { type: "move", step: 1 }).activeIndex).toBe(0);
    expect(run(reduce, start, { type: "move", step: -1 }).activeIndex).toBe(3);
    const last = run(reduce, start, { type: "move", step: -1 }, { type: "move", step: 1 });
    expect(activeOption(last)?.id).toBe("FR");
  });

  it("jumps to the first and last option only while open", () => {
    expect(run(reduce, start, { type: "jump", to: "last" })).toBe(start);
    const open = run(reduce, start, { type: "move", step: 1 }, { type: "jump", to: "last" });
    expect(open.activeIndex).toBe(3);
    expect(run(reduce, open, { type: "jump", to: "first" }).activeIndex).toBe(0);
  });

  it("selects: the label fills the box and the whole list is offered next time", () => {
    const state = run(reduce, start, { type: "typed", value: "bel" }, { type: "move", step: 1 });
    expect(activeOption(state)?.id).toBe("BE");
    const chosen = run(reduce, state, { type: "select", index: state.activeIndex });
    expect(chosen).toMatchObject({ inputValue: "Belgique", open: false, activeIndex: -1 });
    expect(chosen.visible).toHaveLength(4);
    expect(run(reduce, chosen, { type: "select", index: 9 })).toBe(chosen);
  });

  it("closes on the first Escape and clears on the second", () => {
    const open = run(reduce, start, { type: "typed", value: "fr" }, { type: "move", step: 1 });
    const closed = run(reduce, open, { type: "escape" });
    expect(closed).toMatchObject({ open: false, activeIndex: -1, inputValue: "fr" });
    const cleared = run(reduce, closed, { type: "escape" });
    expect(cleared).toMatchObject({ open: false, inputValue: "" });
    expect(cleared.visible).toHaveLength(4);
  });

  it("restores the chosen option's text when focus leaves", () => {
    const state = run(
      reduce,
      start,
      { type: "typed", value: "bel" },
      { type: "close", inputValue: "France" },
    );
    expect(state).toMatchObject({ open: false, inputValue: "France" });
    expect(state.visible).toHaveLength(4);
  });

  it("opens on a click with every option, the shown one active", () => {
    const state = run(reduce, start, { type: "open" });
    expect(state).toMatchObject({ open: true, activeIndex: 0 });
    expect(state.visible).toHaveLength(4);
    expect(run(reduce, start, { type: "typed", value: "e" }, { type: "open" }).activeIndex).toBe(-1);
    expect(run(comboboxReducer<ComboboxOption>("source"), start, { type: "open" })).toBe(start);
  });

  it("lets the pointer activate an existing option only", () => {
    const open = run(reduce, start, { type: "move", step: 1 });
    expect(run(reduce, open, { type: "activate", index: 2 }).activeIndex).toBe(2);
    expect(run(reduce, open, { type: "activate", index: 7 })).toBe(open);
  });
});

describe("a source that matches on its side (search suggestions)", () => {
  type Hit = ComboboxOption & { url: string };
  const reduce = comboboxReducer<Hit>("source");
  const hits: Hit[] = [
    { id: "p1", label: "Flyers", url: "/flyers/" },
    { id: "p2", label: "Posters", url: "/posters/" },
  ];

  it("loads while typing, and shows the answer as given (no filtering here)", () => {
    const loading = run(reduce, initialComboboxState<Hit>(), { type: "typed", value: "flyr" });
    expect(loading).toMatchObject({ open: true, status: "loading" });
    const ready = run(reduce, loading, { type: "loaded", query: "flyr", options: hits });
    expect(ready).toMatchObject({ status: "ready", visible: hits, activeIndex: -1 });
  });

  it("ignores an answer to an older query: the latest wins", () => {
    const state = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fl" },
      { type: "typed", value: "fly" },
      { type: "loaded", query: "fl", options: hits },
    );
    expect(state).toMatchObject({ status: "loading", visible: [] });
    expect(run(reduce, state, { type: "failed", query: "fl" })).toBe(state);
  });

  it("keeps the previous answer in view while the next one loads", () => {
    const state = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fl" },
      { type: "loaded", query: "fl", options: hits },
      { type: "move", step: 1 },
      { type: "typed", value: "fly" },
    );
    expect(state).toMatchObject({ status: "loading", visible: hits, activeIndex: -1 });
  });

  it("closes without a false empty state when the source fails", () => {
    const state = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fly" },
      { type: "failed", query: "fly" },
    );
    expect(state).toMatchObject({ open: false, visible: [], status: "idle" });
  });

  it("stays open with the source's notice when it explained the failure, until the next keystroke", () => {
    const state = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fly" },
      { type: "loaded", query: "fly", options: hits },
      { type: "typed", value: "flye" },
      { type: "failed", query: "flye", notice: "Too many searches: back in 8 s." },
    );
    expect(state).toMatchObject({
      open: true,
      visible: [],
      status: "ready",
      notice: "Too many searches: back in 8 s.",
    });
    expect(run(reduce, state, { type: "typed", value: "flyer" })).toMatchObject({
      notice: null,
      status: "loading",
    });
  });

  it("has nothing to suggest for an emptied box, and a second Escape clears", () => {
    const emptied = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fly" },
      { type: "typed", value: " " },
    );
    expect(emptied).toMatchObject({ open: false, inputValue: " ", status: "idle" });
    expect(run(reduce, emptied, { type: "move", step: 1 })).toBe(emptied);
    const loaded = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fly" },
      { type: "loaded", query: "fly", options: hits },
    );
    const cleared = run(reduce, loaded, { type: "escape" }, { type: "escape" });
    expect(cleared).toMatchObject({ inputValue: "", visible: [], open: false });
  });

  it("keeps the answer when a selection closes it", () => {
    const state = run(
      reduce,
      initialComboboxState<Hit>(),
      { type: "typed", value: "fly" },
      { type: "loaded", query: "fly", options: hits },
      { type: "move", step: -1 },
    );
    expect(activeOption(state)?.url).toBe("/posters/");
    expect(run(reduce, state, { type: "select", index: 1 })).toMatchObject({
      inputValue: "Posters",
      visible: hits,
    });
  });
});
