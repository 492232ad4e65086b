import { describe, expect, it } from "vitest";
import { formatDateText } from "./date-text";

const firstOfDecember = new Date(Date.UTC(2026, 11, 1, 12));
const second = new Date(Date.UTC(2026, 11, 2, 12));
const tenth = new Date(Date.UTC(2026, 11, 10, 12));
const long = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

describe("dates as the shop writes them", () => {
  it("writes the first of a month as an ordinal in French", () => {
    expect(formatDateText(long("fr-FR"), firstOfDecember, "fr-FR")).toBe("mardi 1er décembre");
    const full = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" });
    expect(formatDateText(full, firstOfDecember, "fr-FR")).toBe("mardi 1er décembre 2026");
  });

  it("leaves other days, and other languages, as Intl writes them", () => {
    expect(formatDateText(long("fr-FR"), second, "fr-FR")).toBe("mercredi 2 décembre");
    expect(formatDateText(long("fr-FR"), tenth, "fr-FR")).toBe("jeudi 10 décembre");
    expect(formatDateText(long("en-GB"), firstOfDecember, "en-GB")).toBe("Tuesday 1 December");
  });
});
