import { describe, expect, it } from "vitest";
import { companyFormSchema } from "./company-form";

const valid = {
  intent: "update-company",
  companyName: " Atelier Lumière SARL ",
  vatNumber: "fr40123456824",
  registrationNumber: "123 456 824 00018",
  invoiceEmail: "Compta@Atelier-Lumiere.example",
};

describe("companyFormSchema", () => {
  it("normalises what it accepts", () => {
    expect(companyFormSchema.parse(valid)).toEqual({
      intent: "update-company",
      companyName: "Atelier Lumière SARL",
      vatNumber: "FR40123456824",
      registrationNumber: "123 456 824 00018",
      invoiceEmail: "compta@atelier-lumiere.example",
    });
  });

  it("lets the optional fields be emptied", () => {
    const parsed = companyFormSchema.parse({
      ...valid,
      vatNumber: "",
      registrationNumber: " ",
      invoiceEmail: "",
    });
    expect(parsed).toMatchObject({ vatNumber: "", registrationNumber: "", invoiceEmail: "" });
  });

  it("explains each bad field with a dictionary key (the VAT number by the form rules, company.server.ts)", () => {
    const result = companyFormSchema.safeParse({
      intent: "update-company",
      companyName: "  ",
      vatNumber: "12345",
      registrationNumber: "<script>",
      invoiceEmail: "compta@",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      companyName: "error.companyNameRequired",
      registrationNumber: "error.registrationInvalid",
      invoiceEmail: "error.emailInvalid",
    });
  });

  it("refuses other intents and oversize names", () => {
    expect(companyFormSchema.safeParse({ ...valid, intent: "delete-company" }).success).toBe(false);
    expect(companyFormSchema.safeParse({ ...valid, companyName: "x".repeat(121) }).success).toBe(false);
  });
});
