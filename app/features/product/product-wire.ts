import { type Packed, packedJson } from "#contract/packed-json";
import type { PricedRow, ProductView, ProductViewConfiguration } from "./product-page.types";

/**
 * The product view as the page's loader data carries it: the configuration and the priced rows as one
 * JSON text each (ADR 051's codec, ADR 114). React Router encodes loader data value by value
 * (turbo-stream); these two parts are most of the view's values, and as texts the stream encodes one
 * string each. The configuration, the same for every visitor of a product, is serialised once per
 * configuration object (cached per API answer, ADR 060); the rows, the request's prices, once per request.
 */
export type ProductWire = Omit<ProductView, "configuration" | "rows"> & {
  configuration: Packed<ProductViewConfiguration> | null;
  rows: Packed<PricedRow[]>;
};

/** Texts a process (or a browser) remembers: a handful of products per shop and language… */
const configurationCodec = packedJson<ProductViewConfiguration>(32);
/** …and the prices of the pages being rendered (a text packed here is read back by its own render). */
const rowsCodec = packedJson<PricedRow[]>(64);

/** The view's wire form. */
export function toProductWire(view: ProductView): ProductWire {
  const { configuration, rows } = view;
  return {
    ...view,
    configuration: configuration ? configurationCodec.pack(configuration) : null,
    rows: rowsCodec.pack(rows),
  };
}

const assembled = new WeakMap<ProductWire, ProductView>();

/**
 * The view a page renders, once per loader data object: the island compares views by identity (a new
 * loader answer replaces its state, use-configurator.ts), so the same data must give the same view on
 * every render, and new data a new one. Where the wire was made, its parts are the very objects packed;
 * in the browser, parsed once per text.
 */
export function productViewOf(wire: ProductWire): ProductView {
  let view = assembled.get(wire);
  if (!view) {
    const { configuration, rows } = wire;
    view = {
      ...wire,
      configuration: configuration === null ? null : configurationCodec.unpack(configuration),
      rows: rowsCodec.unpack(rows),
    };
    assembled.set(wire, view);
  }
  return view;
}
