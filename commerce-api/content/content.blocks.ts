import { z } from "zod";
import {
  blockSchema,
  type ContentBlock,
  navItemSchema,
  type RichTextNode,
} from "#contract/content/content.schemas";

/**
 * The blocks a content page is made of, as stored in pages.blocks_json. The shape is the one the
 * storefront parses the page answer with (contract/); stored pages are checked against it when
 * seeded and when read, so the API never serves a page the storefront would refuse.
 */
export const contentBlockSchema = blockSchema;
export type { ContentBlock, RichTextNode };

export const contentBlocksSchema = z.array(contentBlockSchema).min(1);

export const breadcrumbsSchema = z.array(navItemSchema);
export type Breadcrumb = z.infer<typeof breadcrumbsSchema>[number];
