import { describe, expect, it } from "vitest";
import { closedText, seasonOutcome } from "./season";

const season = {
  open: false,
  outside: "announce" as const,
  reopensOn: "2027-11-15",
  closesOn: null,
  closedTitle: "Back soon",
  closedText: "Our Christmas shop opens again on {date}.",
};

describe("seasonOutcome", () => {
  it("shows pages without a season and open seasonal pages", () => {
    expect(seasonOutcome({ season: null })).toBe("show");
    expect(seasonOutcome({ season: { ...season, open: true, reopensOn: null } })).toBe("show");
  });

  it("announces or redirects a closed page as its content says", () => {
    expect(seasonOutcome({ season })).toBe("announce");
    expect(seasonOutcome({ season: { ...season, outside: "home" } })).toBe("redirectHome");
  });
});

describe("closedText", () => {
  it("names the reopening day with its year in the tenant's language", () => {
    expect(closedText(season.closedText, "2027-11-15", "en-GB")).toBe(
      "Our Christmas shop opens again on 15 November 2027.",
    );
    expect(closedText("De retour le {date}.", "2027-11-15", "fr-FR")).toBe("De retour le 15 novembre 2027.");
  });
});
