import { describe, expect, it } from "vitest";
import {
  acknowledgementEmail,
  answerEmail,
  canMove,
  isExpired,
  isOpenAnswer,
  quoteNumber,
} from "./quotes.rules";

describe("quote lifecycle", () => {
  it("goes new → answered → accepted or declined, and an accepted quote is used once by an order", () => {
    expect(canMove("new", "answered")).toBe(true);
    expect(canMove("answered", "accepted")).toBe(true);
    expect(canMove("answered", "declined")).toBe(true);
    expect(canMove("accepted", "ordered")).toBe(true);
  });

  it("refuses deciding before an answer, deciding twice, and answering after the decision", () => {
    expect(canMove("new", "accepted")).toBe(false);
    expect(canMove("declined", "accepted")).toBe(false);
    expect(canMove("accepted", "declined")).toBe(false);
    expect(canMove("accepted", "answered")).toBe(false);
    expect(canMove("ordered", "ordered")).toBe(false);
    expect(canMove("bogus", "answered")).toBe(false);
  });
});

describe("quote expiry", () => {
  it("holds through its validity day and expires the day after", () => {
    expect(isExpired("2026-11-30", "2026-11-30")).toBe(false);
    expect(isExpired("2026-11-30", "2026-12-01")).toBe(true);
    expect(isExpired(null, "2026-12-01")).toBe(false);
  });

  it("only an answered or accepted, unexpired quote is open", () => {
    expect(isOpenAnswer("accepted", "2026-11-30", "2026-11-30")).toBe(true);
    expect(isOpenAnswer("accepted", "2026-11-29", "2026-11-30")).toBe(false);
    expect(isOpenAnswer("new", null, "2026-11-30")).toBe(false);
    expect(isOpenAnswer("ordered", "2026-12-30", "2026-11-30")).toBe(false);
  });
});

describe("quote numbers and email", () => {
  it("numbers per tenant and year", () => {
    expect(quoteNumber("fr", 2026, 7)).toBe("DV-2026-0007");
    expect(quoteNumber("en", 2026, 12)).toBe("QT-2026-0012");
  });

  it("tells the customer an answer is waiting, with its validity date as the shop writes dates", () => {
    const email = answerEmail("fr", "Presto", { number: "DV-2026-0001", validUntil: "2026-12-31" });
    expect(email.subject).toContain("DV-2026-0001");
    expect(email.body).toContain("31-12-2026");
    expect(answerEmail("en", "Presto", { number: "QT-2026-0002", validUntil: "2027-01-05" }).body).toContain(
      "valid until 05-01-2027",
    );
  });

  it("acknowledges in the tenant's language", () => {
    const quote = { number: "DV-2026-0001", productName: "Cartes de visite", quantity: 500 };
    expect(acknowledgementEmail("fr", "Presto", quote).subject).toContain("demande de devis DV-2026-0001");
    expect(acknowledgementEmail("en", "Presto", { ...quote, number: "QT-2026-0001" }).body).toContain(
      "QT-2026-0001",
    );
  });
});
