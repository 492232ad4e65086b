import type { ContentBlock } from "#contract/content/content.schemas";
import { CardGrid } from "./blocks/CardGrid";
import { Faq } from "./blocks/Faq";
import { Glossary } from "./blocks/Glossary";
import { Hero } from "./blocks/Hero";
import { ProductIntro } from "./blocks/ProductIntro";
import type { HeadingLevel } from "./blocks/types";
import { Usps } from "./blocks/Usps";
import type { CardPricing } from "./card-offers";

export type LandingBlockData = Extract<
  ContentBlock,
  { type: "hero" | "productGrid" | "categoryGrid" | "usps" | "faq" | "glossary" | "productIntro" }
>;

export type LandingBlockProps = {
  block: LandingBlockData;
  headingLevel: HeadingLevel;
  pricing: CardPricing | undefined;
};

/** One block of a home, category or landing page (its own chunk: landing-blocks-split.ts). */
export function LandingBlock({ block, headingLevel, pricing }: LandingBlockProps) {
  switch (block.type) {
    case "hero":
      return <Hero block={block} headingLevel={headingLevel} />;
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
  }
}
