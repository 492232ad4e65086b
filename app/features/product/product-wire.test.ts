import { describe, expect, it } from "vitest";
import type { ProductView } from "./product-page.types";
import { type ProductWire, productViewOf, toProductWire } from "./product-wire";

const configuration = Object.freeze({
  productKey: "business-cards",
  productName: "Cartes de visite",
  features: [{ key: "paper", options: [{ key: "coated-350", label: "Couché 350 g" }] }],
});

function viewWith(amount: number): ProductView {
  return {
    productKey: "business-cards",
    hideChrome: false,
    configuration,
    configurationTag: "tag",
    rows: [{ quantity: 250, options: [{ deliveryKey: "standard", amountCentExclTax: amount }] }],
    selection: { quantity: 250 },
  } as unknown as ProductView;
}

/** What the browser decodes: equal texts and values, none of the server's objects. */
const overTheWire = (wire: ProductWire): ProductWire => JSON.parse(JSON.stringify(wire));

describe("the product view in the page's data", () => {
  it("carries the configuration and the request's view as one text each, and what others read as it is", () => {
    const wire = toProductWire(viewWith(1900));
    expect(Object.keys(wire).sort()).toEqual(["configuration", "configurationTag", "hideChrome", "priced"]);
    expect(JSON.parse(wire.configuration ?? "")).toEqual(configuration);
    expect(JSON.parse(wire.priced).rows).toEqual(viewWith(1900).rows);
    // The root layout reads hideChrome, the island (and the bench) the tag, straight from the data.
    expect(wire.configurationTag).toBe("tag");
    expect(wire.hideChrome).toBe(false);
  });

  it("renders in the browser the view the server rendered", () => {
    const server = viewWith(2100);
    const wire = toProductWire(server);
    // A text this process never packed is parsed: another request's view, as a browser gets it.
    const { configuration: _configuration, ...other } = { ...server, rows: [{ quantity: 500, options: [] }] };
    const browser = overTheWire({ ...wire, priced: JSON.stringify(other) as never });
    expect(productViewOf(browser)).toEqual({ ...server, rows: [{ quantity: 500, options: [] }] });
    expect(productViewOf(overTheWire(wire))).toEqual(server);
  });

  it("gives the server's render the objects the loader made, without parsing them again", () => {
    const server = viewWith(2200);
    const view = productViewOf(toProductWire(server));
    expect(view.configuration).toBe(configuration);
    expect(view.rows).toBe(server.rows);
  });

  it("is the same view for the same data and a new one for new data (the island resets on new data)", () => {
    const wire = overTheWire(toProductWire(viewWith(2300)));
    expect(productViewOf(wire)).toBe(productViewOf(wire));
    const revalidated = overTheWire(toProductWire(viewWith(2300)));
    expect(productViewOf(revalidated)).not.toBe(productViewOf(wire));
    expect(productViewOf(revalidated)).toEqual(productViewOf(wire));
  });

  it("keeps a product without a configuration (prices paused) without one", () => {
    const wire = toProductWire({ ...viewWith(0), configuration: null, configurationTag: null });
    expect(wire.configuration).toBeNull();
    expect(productViewOf(overTheWire(wire)).configuration).toBeNull();
  });
});
