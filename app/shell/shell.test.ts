import { describe, expect, it } from "vitest";
import { chromeCodec, type ShellWire, type ShopChrome, shellOf } from "./shell";

const chrome: ShopChrome = {
  currencies: ["EUR", "CHF"],
  links: { cart: "/panier/" },
  navigation: [{ label: "Cartes de visite", path: "/cartes-de-visite/" }],
  footerLinks: [{ label: "Glossaire", path: "/glossaire/" }],
  supportEmail: "service-client@example.test",
  supportPhone: "+33 1 00 00 00 00",
  countries: [{ iso2: "FR", name: "France" }],
};

const wire: ShellWire = {
  shopName: "Presto Impression",
  locale: "fr-FR",
  currency: "CHF",
  chrome: chromeCodec.pack(chrome),
  promoStripes: [],
  campaign: "rentree",
  segments: ["anonymous"],
  requestTime: "2026-11-28T10:00:00.000Z",
  year: 2026,
  dictionaries: "/__i18n/abc.json" as ShellWire["dictionaries"],
  debug: false,
  loggedIn: false,
  cartCount: 3,
  sessionExpired: false,
  impersonation: null,
};

describe("shellOf", () => {
  it("gives the header and footer the shop's chrome and every field of the visit, without the packed text", () => {
    const { chrome: _packed, ...visit } = wire;
    expect(shellOf(wire)).toStrictEqual({ ...chrome, ...visit });
  });

  it("assembles a loader answer once, whichever component asks", () => {
    expect(shellOf(wire)).toBe(shellOf(wire));
  });
});
