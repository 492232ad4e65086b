import { describe, expect, it } from "vitest";
import { vatNumberIssue } from "./vat-number";

describe("VAT numbers", () => {
  // Published numbers of real companies (VIES-valid), one or more per checked country.
  it.each([
    "FR40123456824",
    "FR 40 303 265 045",
    "FR83404833048",
    "BE0428759497",
    "LU26375245",
    "DE136695976",
    "NL004495445B01",
    "IT00743110157",
    "ATU13585627",
    "GB980780684",
    "CHE116281710",
    "ES B12345678",
    "PL5260250995",
  ])("accepts %s", (vat) => {
    expect(vatNumberIssue(vat)).toBeNull();
  });

  it.each([
    ["XX12", "vatCountry"],
    ["US123456789", "vatCountry"],
    ["FR00123456789", "vatChecksum"],
    ["FR41123456824", "vatChecksum"],
    ["BE0428759498", "vatChecksum"],
    ["LU26375246", "vatChecksum"],
    ["DE136695977", "vatChecksum"],
    ["NL004495446B01", "vatChecksum"],
    ["IT00743110158", "vatChecksum"],
    ["ATU13585628", "vatChecksum"],
    ["GB123456789", "vatChecksum"],
    ["CHE116281711", "vatChecksum"],
    ["PL52602509", "vatChecksum"],
  ])("refuses %s (%s)", (vat, issue) => {
    expect(vatNumberIssue(vat)).toBe(issue);
  });
});
