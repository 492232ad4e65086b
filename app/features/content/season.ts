import type { ContentPage } from "#contract/content/content.schemas";
import { formatDateText } from "#contract/date-text";

/**
 * What a content page does at the request time (issue 16 §4): a page with no season or an open
 * one is shown; a closed seasonal page says when it comes back (200, noindex) or sends the visitor
 * to the home page, as its content says. Pure.
 */
export type SeasonOutcome = "show" | "announce" | "redirectHome";

export function seasonOutcome(page: Pick<ContentPage, "season">): SeasonOutcome {
  const { season } = page;
  if (!season || season.open) return "show";
  return season.outside === "home" ? "redirectHome" : "announce";
}

const reopeningFormats = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD" as a long date with its year ("15 novembre 2027"), no time zone shift. */
export function formatReopening(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  let format = reopeningFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "long" });
    reopeningFormats.set(locale, format);
  }
  return formatDateText(format, date, locale);
}

/** The closed page's text with its {date} placeholder filled in. */
export function closedText(text: string, reopensOn: string | null, locale: string): string {
  return text.replace("{date}", reopensOn ? formatReopening(reopensOn, locale) : "");
}
