import { describe, expect, it } from "vitest";
import {
  answerFormSchema,
  deadlineProblem,
  optionsOf,
  quoteFormSchema,
  quoteRequestHref,
  readPrefill,
} from "./quote-form";

describe("quote request prefill", () => {
  it("reads the product page's configuration params, leaving its own params out", () => {
    const params = new URLSearchParams(
      "product=flyers&format=A5&paper=silk-170&quantity=2500&delivery=express&upload=upload&vat=incl",
    );
    expect(readPrefill(params)).toEqual({
      productKey: "flyers",
      options: { format: "A5", paper: "silk-170" },
      quantity: 2500,
    });
  });

  it("drops a hostile product key and a quantity that isn't a number", () => {
    expect(readPrefill(new URLSearchParams("product=../etc&quantity=lots"))).toEqual({
      productKey: null,
      options: {},
      quantity: null,
    });
  });

  it("builds the link the notices use, and reading it back gives the same prefill", () => {
    const href = quoteRequestHref("/request-a-quote/", {
      productKey: "posters",
      options: { size: "A1" },
      quantity: 40,
    });
    expect(href).toBe("/request-a-quote/?product=posters&size=A1&quantity=40");
    expect(readPrefill(new URL(href, "http://shop.test").searchParams)).toEqual({
      productKey: "posters",
      options: { size: "A1" },
      quantity: 40,
    });
  });
});

describe("quote request form", () => {
  const valid = { product: "posters", quantity: "500", country: "FR", message: "Bonjour", deadline: "" };

  it("accepts a complete request", () => {
    expect(quoteFormSchema.safeParse(valid).success).toBe(true);
  });

  it("names the field of each problem with a dictionary key", () => {
    const result = quoteFormSchema.safeParse({ ...valid, quantity: "0", message: " ", deadline: "12/01" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["quantity", "quotes:error.quantity"],
        ["message", "quotes:error.messageRequired"],
        ["deadline", "quotes:error.deadline"],
      ]),
    );
    const control = quoteFormSchema.safeParse({ ...valid, message: "a\u0007b" });
    expect(control.error?.issues[0]?.message).toBe("quotes:error.characters");
  });

  it("collects the option fields and refuses a past deadline", () => {
    expect(optionsOf({ "option.size": "A1", "option.": "x", message: "m" })).toEqual({ size: "A1" });
    expect(deadlineProblem("2026-11-23", "2026-11-23")).toBe("quotes:error.deadlinePast");
    expect(deadlineProblem("2026-11-24", "2026-11-23")).toBeNull();
    expect(deadlineProblem(undefined, "2026-11-23")).toBeNull();
  });
});

describe("staff answer form", () => {
  it("reads a price typed the French or the English way, in minor units", () => {
    const base = { id: "q1", validUntil: "2026-12-01" };
    expect(answerFormSchema.parse({ ...base, price: "1 234,50" }).price).toBe(123450);
    expect(answerFormSchema.parse({ ...base, price: "980" }).price).toBe(98000);
    expect(answerFormSchema.safeParse({ ...base, price: "-3" }).success).toBe(false);
    expect(answerFormSchema.safeParse({ ...base, price: "0" }).success).toBe(false);
    expect(answerFormSchema.safeParse({ ...base, price: "12.345" }).success).toBe(false);
  });
});
