import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "~/ui/Icon";
import type { BlockOf } from "./types";

type Grid = BlockOf<"productGrid"> | BlockOf<"categoryGrid">;

export type CardGridProps = { block: Grid };

/** Product and category tiles: the whole card is one link target (stretched title link). */
export function CardGrid({ block }: CardGridProps) {
  const { t } = useTranslation();
  const isProduct = block.type === "productGrid";
  const cta = isProduct
    ? t("content:card.configure", { defaultValue: "Customise" })
    : t("content:card.browse", { defaultValue: "See the range" });
  const variant = isProduct ? "product" : "category";
  return (
    <section className={`section section--${variant}s`}>
      <div className="container">
        <h2 className="section__title">{block.title}</h2>
        <ul className={`card-grid card-grid--${variant}`}>
          {block.items.map((item) => (
            <li key={item.path} className={`card card--${variant}`}>
              <div className="card__media">
                <img src={item.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
              </div>
              <div className="card__body">
                <h3 className="card__title">
                  <Link to={item.path} className="card__link" prefetch="intent">
                    {item.name}
                  </Link>
                </h3>
                <p className="card__text">{item.text}</p>
                <span className="card__cta" aria-hidden="true">
                  {cta}
                  <Icon name="arrow" size={16} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
