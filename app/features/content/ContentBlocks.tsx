import type { ContentBlock } from "#contract/content/content.schemas";
import { RichText } from "./blocks/RichText";
import type { HeadingLevel } from "./blocks/types";
import type { CardPricing } from "./card-offers";
import { isLandingBlock, LANDING_BLOCKS_ATTRIBUTE, LandingBlock } from "./landing-blocks-split";

export type ContentBlocksProps = {
  blocks: ContentBlock[];
  /** The first block (a hero or product intro) renders the page's h1. */
  firstBlockIsHeading?: boolean;
  /** Offers of the page's product cards. */
  pricing?: CardPricing;
};

function Block({
  block,
  headingLevel,
  pricing,
}: {
  block: ContentBlock;
  headingLevel: HeadingLevel;
  pricing: CardPricing | undefined;
}) {
  if (block.type === "richText") return <RichText block={block} />;
  // A loss leader block is the product page's configurator, rendered by the product layout.
  if (!isLandingBlock(block)) return null;
  return <LandingBlock block={block} headingLevel={headingLevel} pricing={pricing} />;
}

/** Renders a page's blocks in order, one component per block type (text here, the others in their own chunk). */
export function ContentBlocks({ blocks, firstBlockIsHeading = false, pricing }: ContentBlocksProps) {
  return (
    <div
      className="content-blocks"
      {...(blocks.some(isLandingBlock) ? { [LANDING_BLOCKS_ATTRIBUTE]: "" } : {})}
    >
      {blocks.map((block, index) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks carry no id; their order within a page is stable
          key={`${block.type}-${index}`}
          block={block}
          headingLevel={index === 0 && firstBlockIsHeading ? 1 : 2}
          pricing={pricing}
        />
      ))}
    </div>
  );
}
