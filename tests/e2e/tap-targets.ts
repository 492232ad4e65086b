import type { Page } from "@playwright/test";

/**
 * Our own scan of every control a finger can hit (issue 38 §2), beside axe's `target-size`: each
 * visible link, button, field, summary and label-wrapped choice is at least 24 × 24 CSS px (WCAG
 * 2.2 SC 2.5.8). A link inside a sentence is exempt, as the criterion says: its size is the text's.
 * Answers "selector-ish (width×height)" for each offender.
 */
export const MIN_TARGET_PX = 24;

export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])",
    );
    const name = (element: HTMLElement) => {
      const classes = [...element.classList].slice(0, 2).join(".");
      const text = (element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${text}"`;
    };
    /** A link in running text: inline, and its block has words of its own beside it. */
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.closest("p, li, dd, td, label, span.field__hint");
      if (!block) return false;
      const own = (block.textContent ?? "").replace(element.textContent ?? "", "").trim();
      return own.length > 0;
    };
    const offenders: string[] = [];
    for (const element of controls) {
      // A control drawn by its label (a visually hidden radio inside a choice card) is sized by the label.
      const target = element.matches("input[type=radio], input[type=checkbox]")
        ? (element.closest("label") ?? element)
        : element;
      // Not drawn for the visitor: a closed drawer's links (content-visibility: hidden), display: none.
      if (!element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest("[hidden], [aria-hidden=true], .visually-hidden, .skip-link")) continue;
      if (box.width >= min && box.height >= min) continue;
      if (element.tagName === "A" && inSentence(element)) continue;
      offenders.push(`${name(element)} (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
    return offenders;
  }, MIN_TARGET_PX);
}
