import type { ContentBlock } from "#contract/content/content.schemas";
import { CardGrid } from "./blocks/CardGrid";
import { Faq } from "./blocks/Faq";
import { Glossary } from "./blocks/Glossary";
import { Hero } from "./blocks/Hero";
import { ProductIntro } from "./blocks/ProductIntro";
import { RichText } from "./blocks/RichText";
import type { HeadingLevel } from "./blocks/types";
import { Usps } from "./blocks/Usps";
import type { CardPricing } from "./card-offers";

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
  switch (block.type) {
    case "hero":
      return <Hero block={block} headingLevel={headingLevel} />;
    case "richText":
      return <RichText block={block} />;
    case "productGrid":
    case "categoryGrid":
      return <CardGrid block={block} pricing={pricing} />;
    case "usps":
      return <Usps block={block} />;
    case "faq":
      return <Faq block={block} />;
    case "glossary":
      return <Glossary block={block} />;
    case "productIntro":
      return <ProductIntro block={block} headingLevel={headingLevel} />;
    // A loss leader block is the product page's configurator, rendered by the product layout.
    default:
      return null;
  }
}

/** Renders a page's blocks in order, one component per block type. */
export function ContentBlocks({ blocks, firstBlockIsHeading = false, pricing }: ContentBlocksProps) {
  return (
    <div className="content-blocks">
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
