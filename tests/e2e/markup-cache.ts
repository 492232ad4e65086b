import type { Page } from "@playwright/test";

/** Console errors and warnings and uncaught errors of `page` from now on (a hydration mismatch is one). */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Loads `address(attempt)` until the page's `Server-Timing` says `kept` markup came from the markup cache
 * (ADR 057): a process keeps a key from its third sighting, and each of the server's processes may answer.
 * Each address should be new, so the anonymous page cache can't answer instead of a render.
 */
export async function gotoUntilKept(page: Page, address: (attempt: number) => string, kept: RegExp) {
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await page.goto(address(attempt));
    if (kept.test(response?.headers()["server-timing"] ?? "")) return true;
  }
  return false;
}
