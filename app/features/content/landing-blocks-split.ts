import type { ContentBlock } from "#contract/content/content.schemas";
import { splitComponent } from "~/ui/split-component";
import type { LandingBlockData, LandingBlockProps } from "./landing-blocks";

const LANDING_TYPES = new Set([
  "hero",
  "productGrid",
  "categoryGrid",
  "usps",
  "faq",
  "glossary",
  "productIntro",
]);

/** Blocks of home, category and landing pages, whose code is its own chunk (product pages show text blocks only). */
export const isLandingBlock = (block: ContentBlock): block is LandingBlockData =>
  LANDING_TYPES.has(block.type);

/**
 * The hero, product cards, advantages, FAQ, glossary and intro blocks: ~2 KiB a product page, whose
 * blocks below the configurator are text, loaded for nothing (issue 38 §3, ADR 099). The catch-all's
 * server loader awaits the chunk, so every render needs one pass (ADR 084).
 */
export const LandingBlock = splitComponent<LandingBlockProps>(() =>
  import("./landing-blocks").then((module) => module.LandingBlock),
);

/** Marks a page's blocks wrapper that holds landing blocks, by which a first load finds them. */
export const LANDING_BLOCKS_ATTRIBUTE = "data-landing-blocks";

// A page whose server HTML has such blocks asks for their chunk as soon as the route's code runs, not
// when hydration reaches them; a failure here is met again, and handled, when the page renders them.
if (typeof document !== "undefined" && document.querySelector(`[${LANDING_BLOCKS_ATTRIBUTE}]`)) {
  LandingBlock.preload().catch(() => undefined);
}
