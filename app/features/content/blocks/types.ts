import type { ContentBlock } from "#contract/content/content.schemas";

/** The block of a given `type`, e.g. `BlockOf<"hero">`. */
export type BlockOf<T extends ContentBlock["type"]> = Extract<ContentBlock, { type: T }>;

/** h1 when the block supplies the page heading, h2 otherwise. */
export type HeadingLevel = 1 | 2;
