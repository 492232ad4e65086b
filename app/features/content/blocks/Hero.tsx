import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import type { BlockOf, HeadingLevel } from "./types";

export type HeroProps = { block: BlockOf<"hero">; headingLevel: HeadingLevel };

export function Hero({ block, headingLevel }: HeroProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className={block.image ? "hero" : "hero hero--no-image"}>
      <div className="container hero__inner">
        <div className="hero__copy">
          {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
          <Heading className="hero__title">{block.title}</Heading>
          <p className="hero__text">{block.text}</p>
          {block.cta ? (
            <PreloadLink to={block.cta.path} className="button button--primary button--large">
              {block.cta.label}
              <Icon name="arrow" size={20} />
            </PreloadLink>
          ) : null}
        </div>
        {block.image ? (
          <div className="hero__media">
            <img
              src={block.image}
              alt=""
              width={640}
              height={360}
              fetchPriority={headingLevel === 1 ? "high" : undefined}
              decoding="async"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
