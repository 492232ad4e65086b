import { describe, expect, it, vi } from "vitest";
import { basicConfigsSchema } from "#contract/content/content.schemas";
import { logger } from "./logger.server";
import { BasicConfigsError, linkPath, toShopConfig } from "./shop-config";

const configs = {
  supportEmail: "a@b.c",
  supportPhone: "1",
  navigation: [],
  footerLinks: [],
  productQueryParams: {
    editCartItem: "e",
    editOrderItem: "o",
    preconfigured: "p",
    preconfiguredKey: "k",
    designId: "d",
  },
  promoStripes: [],
};
const domain = {
  tenant: "fr",
  name: "Presto",
  indexable: true,
  default_iso2: "FR",
  default_zipcode: "75001",
  base_locale: "fr",
  locale: "fr-FR",
  flag: "fr",
  countries: [{ iso2: "FR", name: "France" }],
  currency: "EUR",
  currencies: ["EUR"],
  file_check_price: { EUR: 490 },
};

describe("toShopConfig", () => {
  it("indexes the url map by path and the default links by id", () => {
    const shop = toShopConfig(
      basicConfigsSchema.parse({
        domain,
        configs,
        urls: [{ key: "home", path: "/", pageId: 1 }],
        defaultLinks: [{ id: "cart", path: "/panier/" }],
      }),
    );
    expect(shop.urlMap.get("/")?.pageId).toBe(1);
    expect(shop.links.cart).toBe("/panier/");
    expect(shop.dictionaries).toEqual({});
  });

  it.each(["domain", "urls", "defaultLinks"])("fails with the spec's message when %s is missing", (field) => {
    const raw = { domain, configs, urls: [], defaultLinks: [] } as Record<string, unknown>;
    delete raw[field];
    const call = () => toShopConfig(basicConfigsSchema.parse(raw));
    expect(call).toThrow(BasicConfigsError);
    expect(call).toThrow("Domain config or urls from basic configs not found");
  });
});

describe("linkPath", () => {
  it("returns the path of a known link", () => {
    expect(linkPath({ links: { cart: "/panier/" } }, "cart")).toBe("/panier/");
  });

  it("only warns for a missing link", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    expect(linkPath({ links: {} }, "wallet")).toBeNull();
    expect(warn).toHaveBeenCalledWith({ link: "wallet" }, expect.any(String));
  });
});
