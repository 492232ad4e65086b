import type { Breadcrumb, ContentBlock, RichTextNode } from "../../content/content.blocks";
import type { PageSeed } from "./types";

/** Shorthands that keep the per-tenant copy files about copy, not structure. */

export const productImage = (productKey: string) => `/images/products/${productKey}.svg`;

export interface ProductCopy {
  key: string;
  productKey: string;
  path: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  description: string;
  highlights: string[];
  details: RichTextNode[];
  /** Trail above the product, home first; the product itself is appended. */
  trail: Breadcrumb[];
}

export function productPage(copy: ProductCopy): PageSeed {
  const intro: ContentBlock = {
    type: "productIntro",
    productKey: copy.productKey,
    name: copy.name,
    description: copy.description,
    image: productImage(copy.productKey),
    highlights: copy.highlights,
  };
  return {
    key: copy.key,
    path: copy.path,
    title: copy.name,
    metaTitle: copy.metaTitle,
    metaDescription: copy.metaDescription,
    layout: "product",
    breadcrumbs: [...copy.trail, { label: copy.name, path: copy.path }],
    blocks: [intro, { type: "richText", content: copy.details }],
  };
}

export const h2 = (text: string): RichTextNode => ({ kind: "h2", text });
export const h3 = (text: string): RichTextNode => ({ kind: "h3", text });
export const p = (text: string): RichTextNode => ({ kind: "p", text });
export const ul = (...items: string[]): RichTextNode => ({ kind: "ul", items });

type Card = Extract<ContentBlock, { type: "productGrid" }>["items"][number];

export interface CategoryCopy {
  key: string;
  crumb: Breadcrumb;
  metaTitle: string;
  metaDescription: string;
  /** The hero's line under the title (the hero is the page's h1). */
  pitch: string;
  image: string;
  gridTitle: string;
  /** The products of the range: their pages' paths, names, images and one-line pitches. */
  products: Card[];
  /** Buying advice below the products. */
  advice: RichTextNode[];
  home: Breadcrumb;
}

/** A category page: hero (h1), the range's product cards (priced by the API), then advice. */
export function categoryPage(copy: CategoryCopy): PageSeed {
  return {
    key: copy.key,
    path: copy.crumb.path,
    title: copy.crumb.label,
    metaTitle: copy.metaTitle,
    metaDescription: copy.metaDescription,
    layout: "category",
    breadcrumbs: [copy.home, copy.crumb],
    blocks: [
      {
        type: "hero",
        eyebrow: null,
        title: copy.crumb.label,
        text: copy.pitch,
        cta: null,
        image: copy.image,
      },
      { type: "productGrid", title: copy.gridTitle, items: copy.products },
      { type: "richText", content: copy.advice },
    ],
  };
}
