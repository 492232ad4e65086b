import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/Icon";
import type { BlockOf, HeadingLevel } from "./types";

export type ProductIntroProps = { block: BlockOf<"productIntro">; headingLevel: HeadingLevel };

/** Product presentation; the configurator will take the place of the notice. */
export function ProductIntro({ block, headingLevel }: ProductIntroProps) {
  const { t } = useTranslation();
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
          <div className="notice notice--info" role="note">
            <Icon name="info" size={22} className="notice__icon" />
            <div>
              <p className="notice__title">
                {t("content:productIntro.configurator.title", {
                  defaultValue: "Online configurator coming soon",
                })}
              </p>
              <p className="notice__text">
                {t("content:productIntro.configurator.text", {
                  defaultValue:
                    "You will soon be able to choose paper, finish, quantity and delivery here and see your price instantly. Until then, our team will gladly prepare a quote for you.",
                })}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
