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

/** Texts a process (or a browser) remembers: a handful of products per shop and language. */
const configurationCodec = packedJson<ProductViewConfiguration>(32);

const assembled = new WeakMap<ProductWire, ProductView>();

/**
 * The view's wire form. The request's part is a text of its own, new every request, so it is not kept
 * by text like the configuration: the wire remembers the view it was made from, which is what the
 * server's render of this very data reads back.
 */
export function toProductWire(view: ProductView): ProductWire {
  const { configuration, ...priced } = view;
  const wire: ProductWire = {
    hideChrome: view.hideChrome,
    configurationTag: view.configurationTag,
    configuration: configuration ? configurationCodec.pack(configuration) : null,
    priced: JSON.stringify(priced) as Packed<PricedView>,
  };
  assembled.set(wire, view);
  return wire;
}

/**
 * The view a page renders, once per loader data object: the island compares views by identity (a new
 * loader answer replaces its state, use-configurator.ts), so the same data must give the same view on
 * every render, and new data a new one. Where the wire was made, it is the very view; in the browser,
 * parsed once per data object.
 */
export function productViewOf(wire: ProductWire): ProductView {
  let view = assembled.get(wire);
  if (!view) {
    const { configuration, priced } = wire;
    view = {
      ...(JSON.parse(priced) as PricedView),
      configuration: configuration === null ? null : configurationCodec.unpack(configuration),
    };
    assembled.set(wire, view);
  }
  return view;
}
