import { describe, expect, it } from "vitest";
import { addressIntentSchema } from "./address-form";

describe("addressIntentSchema", () => {
  const address = {
    type: "shipping",
    firstName: "Marie",
    lastName: "Dupont",
    street: "12 rue des Lilas",
    postalCode: "75011",
    city: "Paris",
    country: "FR",
  };

  it("accepts each intent with what it needs", () => {
    expect(addressIntentSchema.parse({ intent: "add", ...address }).intent).toBe("add");
    expect(addressIntentSchema.parse({ intent: "update", id: "a1", ...address }).intent).toBe("update");
    expect(addressIntentSchema.parse({ intent: "delete", id: "a1", type: "billing" }).intent).toBe("delete");
    expect(addressIntentSchema.parse({ intent: "set-default", id: "a1", type: "billing" }).intent).toBe(
      "set-default",
    );
  });

  it("refuses unknown intents, missing ids and empty fields", () => {
    expect(addressIntentSchema.safeParse({ intent: "drop-table", ...address }).success).toBe(false);
    expect(addressIntentSchema.safeParse({ intent: "delete", type: "billing" }).success).toBe(false);
    expect(addressIntentSchema.safeParse({ intent: "add", ...address, city: " " }).success).toBe(false);
  });
});
