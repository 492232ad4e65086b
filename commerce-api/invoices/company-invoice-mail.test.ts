import { describe, expect, it } from "vitest";
import { invoiceCopyAddress } from "./company-invoice-mail";

describe("invoiceCopyAddress", () => {
  const company = {
    email: "achats@atelier.example",
    user_category: "1",
    invoice_email: "Compta@Atelier.example",
  };

  it("is a company's invoice address, lower-cased", () => {
    expect(invoiceCopyAddress(company)).toBe("compta@atelier.example");
  });

  it("is none without one, for the buyer's own address, or for a private customer", () => {
    expect(invoiceCopyAddress({ ...company, invoice_email: null })).toBeNull();
    expect(invoiceCopyAddress({ ...company, invoice_email: "  " })).toBeNull();
    expect(invoiceCopyAddress({ ...company, invoice_email: "ACHATS@atelier.example" })).toBeNull();
    expect(invoiceCopyAddress({ ...company, user_category: "2" })).toBeNull();
  });
});
