import { describe, expect, it } from "vitest";
import { townLines } from "./address-lines";

describe("townLines", () => {
  it("writes a UK town, then its postcode on a line of its own", () => {
    expect(townLines({ city: "London", postalCode: "SW1A 1AA", country: "GB" })).toEqual([
      "London",
      "SW1A 1AA",
    ]);
  });
  it("writes the postcode before the town elsewhere", () => {
    expect(townLines({ city: "Lyon", postalCode: "69002", country: "FR" })).toEqual(["69002 Lyon"]);
    expect(townLines({ city: "Bruxelles", postalCode: "1000", country: "be" })).toEqual(["1000 Bruxelles"]);
  });
});
