import { describe, expect, it } from "vitest";
import { packDictionaries } from "~/i18n/packed-dictionaries";
import { screenMeta } from "./screen-meta";

const root = {
  id: "root",
  loaderData: {
    shopName: "Presto Imprimerie",
    dictionaries: packDictionaries({
      orders: { detailTitle: "Commande {{number}}" },
      checkout: { title: "" },
    }),
  },
};

describe("screenMeta", () => {
  it("names the screen in the tenant's language, then the shop", () => {
    const meta = screenMeta([root, undefined], {
      key: "orders:detailTitle",
      defaultValue: "Order {{number}}",
      values: { number: "PI-2026-000042" },
    });
    expect(meta).toEqual([
      { title: "Commande PI-2026-000042 | Presto Imprimerie" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });

  it("falls back to the English default when the dictionary has no text", () => {
    expect(screenMeta([root], { key: "checkout:title", defaultValue: "Checkout" })[0]).toEqual({
      title: "Checkout | Presto Imprimerie",
    });
  });

  it("still gives a title when the root data is missing (an error page)", () => {
    expect(screenMeta([], { key: "orders:title", defaultValue: "My orders" }, "noindex, follow")).toEqual([
      { title: "My orders | Presto" },
      { name: "robots", content: "noindex, follow" },
    ]);
  });
});
