import { Icon } from "~/ui/Icon";
import type { BlockOf, HeadingLevel } from "./types";

export type ProductIntroProps = { block: BlockOf<"productIntro">; headingLevel: HeadingLevel };

/** Product presentation block; on a product layout page the configurator page renders it instead. */
export function ProductIntro({ block, headingLevel }: ProductIntroProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section product-intro" data-product-key={block.productKey}>
      <div className="container product-intro__inner">
        <div className="product-intro__media">
          <img src={block.image} alt="" width={400} height={300} fetchPriority="high" decoding="async" />
        </div>
        <div className="product-intro__copy">
          <Heading className="product-intro__name">{block.name}</Heading>
          <p className="product-intro__description">{block.description}</p>
          {block.highlights.length > 0 ? (
            <ul className="product-intro__highlights">
              {block.highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="check" size={18} />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
