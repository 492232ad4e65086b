// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountryField } from "~/features/account/CountryField";
import { COMBOBOX_DEBOUNCE_MS, Combobox } from "./Combobox";

/**
 * The hydrated combobox as a shopper uses it (WAI-ARIA APG): typing filters, the arrow keys move,
 * Enter or a click picks, Escape closes then clears; a source is asked once typing pauses.
 */
afterEach(cleanup);

const countries = [
  { iso2: "FR", name: "France" },
  { iso2: "BE", name: "Belgique" },
  { iso2: "DE", name: "Allemagne" },
];

describe("Combobox, hydrated", () => {
  it("filters the country list as you type and posts the chosen code", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <CountryField id="country" name="country" label="Pays" defaultValue="FR" countries={countries} />
      </form>,
    );
    const input = screen.getByRole("combobox", { name: "Pays" });
    expect(input).toHaveProperty("value", "France");
    expect(input.getAttribute("aria-expanded")).toBe("false");

    await user.clear(input);
    await user.type(input, "gi");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Belgique"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("1 options available.");

    // Enter on a pick-only field with one match picks it rather than submitting half-typed text.
    await user.keyboard("{Enter}");
    expect(input).toHaveProperty("value", "Belgique");
    expect(container.querySelector<HTMLInputElement>('input[name="country"]')?.value).toBe("BE");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("moves with the arrow keys (wrapping), Home and End, and picks with a click", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const options = countries.map((country) => ({ id: country.iso2, label: country.name }));
    render(<Combobox id="c" listLabel="Pays" options={options} onSelect={onSelect} />);
    const input = screen.getByRole("combobox");

    await user.type(input, "e");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    await user.keyboard("{ArrowUp}");
    expect(input.getAttribute("aria-activedescendant")).toBe("c-option-2");
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe("c-option-0");
    await user.keyboard("{End}");
    expect(screen.getByRole("option", { selected: true }).textContent).toBe("Allemagne");
    await user.keyboard("{Home}{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith(options[0]);
    expect(input).toHaveProperty("value", "France");

    await user.clear(input);
    await user.type(input, "all");
    await user.click(screen.getByRole("option", { name: "Allemagne" }));
    expect(onSelect).toHaveBeenLastCalledWith(options[2]);
  });

  it("says when nothing matches, closes on Escape and clears on a second Escape", async () => {
    const user = userEvent.setup();
    render(
      <Combobox id="c" listLabel="Pays" options={[{ id: "FR", label: "France" }]} onSelect={() => {}} />,
    );
    const input = screen.getByRole("combobox");
    await user.type(input, "zz");
    expect(screen.getByText("Sorry, no matching options.", { selector: ".combobox__message" })).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
    await user.keyboard("{Escape}");
    expect(input).toHaveProperty("value", "zz");
    expect(screen.queryByText("Sorry, no matching options.", { selector: ".combobox__message" })).toBeNull();
    await user.keyboard("{Escape}");
    expect(input).toHaveProperty("value", "");
  });

  it("asks its source once typing pauses, drops the older request, and shows what it answered", async () => {
    const user = userEvent.setup();
    const asked: { query: string; signal: AbortSignal }[] = [];
    const loadOptions = async (query: string, signal: AbortSignal) => {
      asked.push({ query, signal });
      return [{ id: "1", label: `${query} cards` }];
    };
    render(
      <Combobox id="q" name="q" listLabel="Suggestions" loadOptions={loadOptions} onSelect={() => {}} />,
    );
    const input = screen.getByRole("combobox");
    await user.type(input, "flyer");
    expect(await screen.findByRole("option", { name: "flyer cards" })).toBeTruthy();
    // Five keystrokes closer together than the debounce: one request, for the whole word.
    expect(asked.map((request) => request.query)).toEqual(["flyer"]);

    await user.type(input, "s");
    expect(await screen.findByRole("option", { name: "flyers cards" })).toBeTruthy();
    expect(asked[0]?.signal.aborted).toBe(true);
    // Enter with no option active is the form's: the popup closes and the text stays.
    await user.keyboard("{Enter}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input).toHaveProperty("value", "flyers");
  });

  it("taking over a box the shopper already typed in, asks for its text at once (suggestOnMount)", async () => {
    const asked: string[] = [];
    const loadOptions = async (query: string) => {
      asked.push(query);
      return [{ id: "1", label: `${query} cards` }];
    };
    const box = (suggestOnMount: boolean) => (
      <Combobox
        id="q"
        listLabel="Suggestions"
        loadOptions={loadOptions}
        defaultInputValue="flyer"
        suggestOnMount={suggestOnMount}
        onSelect={() => {}}
      />
    );
    vi.useFakeTimers();
    const quiet = render(box(false));
    act(() => vi.advanceTimersByTime(COMBOBOX_DEBOUNCE_MS * 2));
    expect(asked).toEqual([]);
    quiet.unmount();
    vi.useRealTimers();
    render(box(true));
    expect(await screen.findByRole("option", { name: "flyer cards" })).toBeTruthy();
    expect(asked).toEqual(["flyer"]);
  });

  it("shows the source's own explanation when it refuses", async () => {
    const user = userEvent.setup();
    render(
      <Combobox
        id="q"
        listLabel="Suggestions"
        loadOptions={() => Promise.reject(new Error("429"))}
        describeFailure={() => "Too many searches, try again in a minute."}
        onSelect={() => {}}
      />,
    );
    await user.type(screen.getByRole("combobox"), "a");
    expect(
      await screen.findByText("Too many searches, try again in a minute.", {
        selector: "p.combobox__message",
      }),
    ).toBeTruthy();
    await act(async () => {});
  });
});
