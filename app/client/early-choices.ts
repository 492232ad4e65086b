/**
 * Choices a visitor makes in an island's form before the page hydrates (a slow phone shows the server's
 * HTML first, and it can be tapped). React sets controlled inputs back to their state when it commits
 * the hydration, so such a tap would vanish and the price would stay the old choice's. The island reads
 * its form here during its first render, before that commit, and re-quotes what the visitor chose.
 */
export const EARLY_CHOICES_ATTRIBUTE = "data-early-choices";

/** The marked form's values as the visitor left them; null when no choice moved from the server's HTML. */
export function readEarlyChoices(key: string, root: ParentNode = document): URLSearchParams | null {
  const form = Array.from(root.querySelectorAll<HTMLFormElement>(`form[${EARLY_CHOICES_ATTRIBUTE}]`)).find(
    (candidate) => candidate.getAttribute(EARLY_CHOICES_ATTRIBUTE) === key,
  );
  if (!form || !hasChangedChoice(form)) return null;
  const values = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values.append(name, value);
  return values;
}

/**
 * A choice (radio, checkbox, select) moved from what the server rendered (its `checked`/`selected`
 * attributes, which hydration hasn't touched yet); typing into a text field is kept by the browser.
 */
function hasChangedChoice(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      if (element.checked !== element.hasAttribute("checked")) return true;
    } else if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      const rendered = options.find((option) => option.hasAttribute("selected")) ?? options[0];
      if (rendered && !rendered.selected) return true;
    }
  }
  return false;
}
