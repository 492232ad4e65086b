import { z } from "zod";

/**
 * The staff media library (issue 16 §6, ADR 029). An image is served by the storefront at
 * /media/{name}, where the name is the first 32 hex digits of the file's SHA-256 and its type's
 * extension: the same bytes always get the same URL, other bytes never do, so the URL can be cached
 * for a year. Content blocks and product images reference it by that URL.
 */

export const MEDIA_PATH_PREFIX = "/media/";
/** Library images are for web pages: a few MB at most (the print files' limit is for print files). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_NAME_PATTERN = /^[a-f0-9]{32}\.(?:png|jpg)$/;

export const isMediaName = (name: string) => MEDIA_NAME_PATTERN.test(name);
export const mediaPath = (name: string) => `${MEDIA_PATH_PREFIX}${name}`;
/** The library name in a media URL ("/media/{name}"), or null if the URL is not one. */
export function mediaNameOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PATH_PREFIX)) return null;
  const name = url.slice(MEDIA_PATH_PREFIX.length);
  return isMediaName(name) ? name : null;
}

/** Where an image is used: a content page's image slot, or a product's image. */
export const mediaUseSchema = z.object({
  kind: z.enum(["page", "product"]),
  /** "page:<page id>:<slot>" or "product:<product key>", as the place call takes it. */
  target: z.string(),
  label: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().startsWith(MEDIA_PATH_PREFIX),
  fileName: z.string(),
  contentType: z.enum(["image/png", "image/jpeg"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sizeBytes: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: z.string(),
  usedBy: z.array(mediaUseSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A place an image can go: a content page's image slot (hero, product intro, card) or a product. */
export const mediaTargetSchema = z.object({
  target: z.string(),
  kind: z.enum(["hero", "productIntro", "card", "product"]),
  /** The content page's path; null for a product. */
  page: z.string().nullable(),
  label: z.string(),
});
export type MediaTarget = z.infer<typeof mediaTargetSchema>;

export const mediaEventSchema = z.object({
  name: z.string(),
  action: z.enum(["uploaded", "placed", "deleted"]),
  detail: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

/** GET admin/media/?q=: the library (newest first, filtered by file name), targets and recent changes. */
export const mediaLibrarySchema = z.object({
  items: z.array(mediaItemSchema),
  targets: z.array(mediaTargetSchema),
  events: z.array(mediaEventSchema),
});
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;
