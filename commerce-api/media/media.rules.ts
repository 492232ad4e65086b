import { createHash } from "node:crypto";
import { MEDIA_MAX_BYTES, mediaNameOf } from "#contract/media/media.schemas";
import { type Dimensions, decodeJpeg, decodePng } from "../artwork/artwork.decode";
import { detectArtworkType } from "../artwork/artwork.rules";
import type { ContentBlock } from "../content/content.blocks";

/**
 * The staff media library's rules (issue 16 §6, ADR 029). Pure: what an uploaded image really is,
 * its content-hashed name, where a page can show an image, and which pages and products use one.
 */

export type MediaType = "png" | "jpeg";

export const MEDIA_CONTENT_TYPES: Record<MediaType, "image/png" | "image/jpeg"> = {
  png: "image/png",
  jpeg: "image/jpeg",
};

const EXTENSIONS: Record<MediaType, string> = { png: "png", jpeg: "jpg" };

export { MEDIA_MAX_BYTES };

export type InspectedMedia =
  | { status: "valid"; type: MediaType; dimensions: Dimensions }
  | { status: "unsupported" }
  | { status: "damaged" };

/** PNG or JPEG by its content (magic bytes), proved by decoding; SVG and the rest are refused. */
export function inspectMedia(bytes: Uint8Array): InspectedMedia {
  const type = detectArtworkType(bytes);
  if (type !== "png" && type !== "jpeg") return { status: "unsupported" };
  const dimensions = type === "png" ? decodePng(bytes) : decodeJpeg(bytes);
  return dimensions ? { status: "valid", type, dimensions } : { status: "damaged" };
}

/** The content-hashed file name: the first 32 hex digits of SHA-256 and the type's extension. */
export function mediaName(bytes: Uint8Array, type: MediaType): string {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  return `${hash}.${EXTENSIONS[type]}`;
}

/** One place on a content page that shows an image: the hero, a product intro, a card of a grid. */
export interface ImageSlot {
  /** "<block index>" or "<block index>.<item index>". */
  slot: string;
  kind: "hero" | "productIntro" | "card";
  /** The block's title or the card's name, for a person choosing where to put an image. */
  label: string;
  image: string | null;
}

export function imageSlots(blocks: readonly ContentBlock[]): ImageSlot[] {
  return blocks.flatMap((block, index): ImageSlot[] => {
    if (block.type === "hero")
      return [{ slot: `${index}`, kind: "hero", label: block.title, image: block.image }];
    if (block.type === "productIntro")
      return [{ slot: `${index}`, kind: "productIntro", label: block.name, image: block.image }];
    if (block.type === "productGrid" || block.type === "categoryGrid")
      return block.items.map((item, itemIndex) => ({
        slot: `${index}.${itemIndex}`,
        kind: "card",
        label: item.name,
        image: item.image,
      }));
    return [];
  });
}

/** The blocks with `url` in the given slot; null if the page has no such slot. */
export function withImageInSlot(
  blocks: readonly ContentBlock[],
  slot: string,
  url: string,
): ContentBlock[] | null {
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(slot);
  if (!match) return null;
  const index = Number(match[1]);
  const itemIndex = match[2] === undefined ? null : Number(match[2]);
  const block = blocks[index];
  if (!block) return null;
  let replaced: ContentBlock | null = null;
  if (itemIndex === null && (block.type === "hero" || block.type === "productIntro"))
    replaced = { ...block, image: url };
  if (itemIndex !== null && (block.type === "productGrid" || block.type === "categoryGrid")) {
    const item = block.items[itemIndex];
    if (item)
      replaced = {
        ...block,
        items: block.items.map((candidate, i) => (i === itemIndex ? { ...item, image: url } : candidate)),
      };
  }
  if (!replaced) return null;
  return blocks.map((candidate, i) => (i === index ? (replaced as ContentBlock) : candidate));
}

/** The library names a page's blocks show. */
export function mediaNamesOfBlocks(blocks: readonly ContentBlock[]): Set<string> {
  const names = new Set<string>();
  for (const slot of imageSlots(blocks)) {
    const name = slot.image ? mediaNameOf(slot.image) : null;
    if (name) names.add(name);
  }
  return names;
}

export type MediaTarget =
  | { kind: "page"; pageId: number; slot: string }
  | { kind: "product"; productKey: string };

/** "page:<id>:<slot>" or "product:<key>", as the place call takes it; null if neither. */
export function parseMediaTarget(target: string): MediaTarget | null {
  const page = /^page:(\d{1,9}):(\d{1,3}(?:\.\d{1,3})?)$/.exec(target);
  if (page) return { kind: "page", pageId: Number(page[1]), slot: page[2] as string };
  const product = /^product:([a-z0-9-]{1,80})$/.exec(target);
  if (product) return { kind: "product", productKey: product[1] as string };
  return null;
}
