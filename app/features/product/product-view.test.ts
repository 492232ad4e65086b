import { describe, expect, it } from "vitest";
import type { PriceOption } from "../../../contract/product/product.schemas";
import type { ProductPageData } from "./product-page.types";
import { toProductView } from "./product-view";

const option = {
  deliveryKey: "express",
  deliveryOption: "Express",
  productionTime: 1,
  deliverySpeed: "express",
  quantity: 100,
  unitAmountExclTax: 0.168,
  unitAmountInclTax: 0.2016,
  amountExclTax: 16.8,
  amountInclTax: 20.16,
  originalAmountExclTax: 16.8,
  originalAmountInclTax: 20.16,
  vatAmount: 3.36,
  vatRate: 20,
  amountCentExclTax: 1680,
  amountCentInclTax: 2016,
  originalAmountCentExclTax: 1680,
  originalAmountCentInclTax: 2016,
  vatCentAmount: 336,
} as PriceOption;

describe("toProductView", () => {
  it("keeps what the grid renders and drops what only the server's add to cart needs", () => {
    const configuration = {
      productKey: "cards",
      mcpSku: "PRS-1",
      cimCommVar: "a:b",
      features: [],
      serviceKeys: {},
    };
    const page = {
      productKey: "cards",
      rows: [{ quantity: 100, options: [option] }],
      option,
      variant: "v1",
      configuration,
    };
    const view = toProductView(page as unknown as ProductPageData);
    expect(view.rows).toEqual([
      {
        quantity: 100,
        options: [
          {
            deliveryKey: "express",
            amountCentExclTax: 1680,
            amountCentInclTax: 2016,
            unitAmountExclTax: 0.168,
            unitAmountInclTax: 0.2016,
          },
        ],
      },
    ]);
    expect(view).not.toHaveProperty("option");
    expect(view).not.toHaveProperty("variant");
    expect(view.productKey).toBe("cards");
    // SKUs and variant ids only go into the server's line item and upstream bodies.
    expect(view.configuration).toEqual({ productKey: "cards", features: [], serviceKeys: {} });
  });
});
