import { type Packed, packedJson } from "#contract/packed-json";
import type { ProductView, ProductViewConfiguration } from "./product-page.types";

/** Everything of the view but its configuration: the request's selection, prices, dates and messages. */
type PricedView = Omit<ProductView, "configuration">;

/**
 * The product view as the page's loader data carries it (ADR 114): two JSON texts (ADR 051's codec)
 * instead of some 400 values, which React Router would encode one by one (turbo-stream). The
 * configuration, the same for every visitor of a product, is serialised once per configuration object
 * (cached per API answer, ADR 060); the rest, the request's, once per request. Two fields stay readable
 * in the data itself: the root layout reads `hideChrome` (edit modes), and the configuration's tag is
 * the island's (and the bench's) name for it.
 */
export type ProductWire = {
  hideChrome: boolean;
  configurationTag: string | null;
  configuration: Packed<ProductViewConfiguration> | null;
  priced: Packed<PricedView>;
};

/** Texts a process (or a browser) remembers: a handful of products per shop and language… */
const configurationCodec = packedJson<ProductViewConfiguration>(32);
/** …and the views of the pages being rendered (a text packed here is read back by its own render). */
const pricedCodec = packedJson<PricedView>(64);

/** The view's wire form. */
export function toProductWire(view: ProductView): ProductWire {
  const { configuration, ...priced } = view;
  return {
    hideChrome: view.hideChrome,
    configurationTag: view.configurationTag,
    configuration: configuration ? configurationCodec.pack(configuration) : null,
    priced: pricedCodec.pack(priced),
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
    const { configuration, priced } = wire;
    view = {
      ...pricedCodec.unpack(priced),
      configuration: configuration === null ? null : configurationCodec.unpack(configuration),
    };
    assembled.set(wire, view);
  }
  return view;
}
