import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCartPage } from "../../app/features/cart/cart.server";
import { loadPriceGrid, priceGridAction } from "../../app/features/price-grid/price-grid.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { post, statusOf, thrownBy } from "./route-helpers";

/**
 * The price grid (issue 16 §5, spec §2 product-ppag): every quantity × delivery price of the
 * product in one table, and a cell's form post adding exactly that to the cart, re-priced by the
 * server through the product page's add to cart.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const GRIDS = {
  fr: {
    origin: "http://localhost:3000",
    grid: "/grille-de-prix/",
    product: "/cartes-de-visite/standard/",
    cart: "/panier/",
  },
  en: {
    origin: "http://en.localhost:3000",
    grid: "/price-grid/",
    product: "/business-cards/standard/",
    cart: "/basket/",
  },
} as const;
type Tenant = keyof typeof GRIDS;

function gridUrl(tenant: Tenant, extra: Record<string, string> = {}) {
  const { origin, grid, product } = GRIDS[tenant];
  return new URL(`${origin}${grid}?${new URLSearchParams({ product, ...extra })}`);
}

async function grid(tenant: Tenant, extra: Record<string, string> = {}) {
  const harness = await requestContext(api.api, { tenant });
  const answer = await loadPriceGrid(harness.context, gridUrl(tenant, extra));
  return { harness, status: answer.init?.status ?? 200, ...answer.data };
}

describe("price grid page", () => {
  it.each(["fr", "en"] as const)(
    "%s: shows every quoted quantity × delivery of the product",
    async (tenant) => {
      const { product, status, source } = await grid(tenant);
      expect(status).toBe(200);
      expect(source.path).toBe(GRIDS[tenant].product);
      const priorities = product.configuration?.productCustomization.selectedPriorityModel.list ?? [];
      expect(product.rows.length).toBeGreaterThan(3);
      expect(priorities.length).toBeGreaterThan(1);
      for (const row of product.rows) expect(row.options.length).toBeGreaterThan(0);
    },
  );

  it("re-quotes for the options chosen in the selects", async () => {
    const base = await grid("fr");
    const changed = await grid("fr", { lamination: "soft-touch" });
    expect(changed.product.selection?.attributes.lamination).toBe("soft-touch");
    const cheapest = (rows: typeof base.product.rows) =>
      rows.map((row) => row.options[0]?.amountCentExclTax ?? 0);
    cheapest(changed.product.rows).forEach((amount, index) => {
      expect(amount).toBeGreaterThan(cheapest(base.product.rows)[index] ?? Infinity);
    });
  });

  it("answers 400 without a product and 404 for a page that is no product", async () => {
    const harness = await requestContext(api.api);
    const missing = await thrownBy(() =>
      loadPriceGrid(harness.context, new URL("http://localhost:3000/grille-de-prix/")),
    );
    expect(statusOf(missing)).toBe(400);
    const notProduct = await thrownBy(() =>
      loadPriceGrid(harness.context, new URL("http://localhost:3000/grille-de-prix/?product=/glossaire/")),
    );
    expect(statusOf(notProduct)).toBe(404);
  });
});

describe("adding a cell to the cart", () => {
  it.each(["fr", "en"] as const)(
    "%s: the clicked quantity and delivery, at the cell's price",
    async (tenant) => {
      const { harness, product } = await grid(tenant);
      const row = product.rows[2];
      const option = row?.options[row.options.length - 1];
      if (!row || !option || !product.selection) throw new Error("no cell");
      const answer = await priceGridAction(
        harness.context,
        post(gridUrl(tenant).toString(), {
          intent: "addToCart",
          ...product.selection.attributes,
          cell: `${row.quantity}:${option.deliveryKey}`,
        }),
        gridUrl(tenant),
      );
      expect(statusOf(answer)).toBe(303);
      expect((answer as Response).headers.get("Location")).toMatch(
        new RegExp(`^${GRIDS[tenant].cart}\\?added=`),
      );
      const cart = await loadCartPage(
        harness.context,
        new URL(`${GRIDS[tenant].origin}${GRIDS[tenant].cart}`),
      );
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({ quantity: row.quantity, priority: option.deliveryKey });
      expect(cart.lines[0]?.totalExclTax).toBe(option.amountCentExclTax);
    },
  );

  it("refuses a cell the grid does not offer, and a forged or missing cell, without touching the cart", async () => {
    const harness = await requestContext(api.api);
    const url = gridUrl("fr");
    const offGrid = await priceGridAction(
      harness.context,
      post(url.toString(), { intent: "addToCart", cell: "777:standard" }),
      url,
    );
    expect(statusOf(offGrid)).toBe(409);
    for (const cell of ["", "500:<script>", "0:standard"]) {
      const forged = await priceGridAction(
        harness.context,
        post(url.toString(), { intent: "addToCart", cell }),
        url,
      );
      expect(statusOf(forged)).toBe(400);
    }
    const cart = await loadCartPage(harness.context, new URL("http://localhost:3000/panier/"));
    expect(cart.lines).toHaveLength(0);
  });
});
