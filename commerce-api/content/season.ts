import type { SeasonBlock, SeasonState } from "#contract/content/content.schemas";
import type { ContentBlock } from "./content.blocks";

/**
 * Seasonal landing pages (issue 16 §4): open inside one of their yearly windows, closed outside.
 * Days are compared in the page's time zone as "YYYY-MM-DD" strings (which sort like dates); a
 * window whose end comes before its start in the year spans the new year. Pure.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `now` in `timeZone`, "YYYY-MM-DD" (en-CA formats dates that way). */
export function localDay(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

interface DayRange {
  start: string;
  end: string;
}

/** The window's occurrences starting last year, this year and next year. */
function occurrences(window: SeasonBlock["windows"][number], year: number): DayRange[] {
  const spansNewYear = window.until < window.from;
  return [year - 1, year, year + 1].map((startYear) => ({
    start: `${startYear}-${window.from}`,
    end: `${spansNewYear ? startYear + 1 : startYear}-${window.until}`,
  }));
}

export function seasonState(block: SeasonBlock, now: Date): SeasonState {
  const today = localDay(now, block.timeZone);
  const ranges = block.windows
    .flatMap((window) => occurrences(window, Number(today.slice(0, 4))))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const current = ranges.find((range) => range.start <= today && today <= range.end) ?? null;
  const next = ranges.find((range) => range.start > today) ?? null;
  return {
    open: current !== null,
    outside: block.outside,
    reopensOn: current ? null : (next?.start ?? null),
    closesOn: current ? current.end : null,
    closedTitle: block.closedTitle,
    closedText: block.closedText,
  };
}

/** The state of a page's season block, or null for a page without one. */
export function pageSeason(blocks: readonly ContentBlock[], now: Date): SeasonState | null {
  const block = blocks.find((candidate): candidate is SeasonBlock => candidate.type === "season");
  return block ? seasonState(block, now) : null;
}
