import type { ProductOffer } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import { Price } from "~/ui/Price";
import { type CardPricing, fromAmount, sortCards } from "../card-offers";
import type { BlockOf } from "./types";

type Grid = BlockOf<"productGrid"> | BlockOf<"categoryGrid">;

export type CardGridProps = {
  block: Grid;
  /** Product cards: their offers from the API ("from" price, delivery promise). */
  pricing?: CardPricing;
};

function CardOffer({ offer, pricing }: { offer: ProductOffer; pricing: CardPricing }) {
  const { t } = useTranslation();
  const vatLabel =
    pricing.vat === "incl"
      ? t("content:card.inclTax", { defaultValue: "incl. VAT" })
      : t("content:card.exclTax", { defaultValue: "excl. VAT" });
  return (
    <div className="card__offer">
      <p className="card__price">
        <span className="card__price-from">{t("content:card.from", { defaultValue: "From" })}</span>{" "}
        <Price
          centAmount={fromAmount(offer, pricing.vat)}
          currency={offer.currencyCode}
          locale={pricing.locale}
          className="card__price-amount"
        />{" "}
        <span className="card__price-vat">{vatLabel}</span>
      </p>
      <p className="card__delivery">
        <Icon name="truck" size={16} />
        {t("content:card.delivery", {
          count: offer.fastestProductionDays,
          defaultValue_one: "Dispatched from {{count}} business day",
          defaultValue_other: "Dispatched from {{count}} business days",
        })}
      </p>
    </div>
  );
}

/** Product and category tiles: the whole card is one link target (stretched title link). */
export function CardGrid({ block, pricing }: CardGridProps) {
  const { t } = useTranslation();
  const isProduct = block.type === "productGrid";
  const cta = isProduct
    ? t("content:card.configure", { defaultValue: "Customise" })
    : t("content:card.browse", { defaultValue: "See the range" });
  const variant = isProduct ? "product" : "category";
  const items = isProduct && pricing ? sortCards(block.items, pricing) : block.items;
  return (
    <section className={`section section--${variant}s`}>
      <div className="container">
        <h2 className="section__title">{block.title}</h2>
        <ul className={`card-grid card-grid--${variant}`}>
          {items.map((item) => {
            const offer = isProduct ? pricing?.offers.get(item.path) : undefined;
            return (
              <li key={item.path} className={`card card--${variant}`}>
                <div className="card__media">
                  <img src={item.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
                </div>
                <div className="card__body">
                  <h3 className="card__title">
                    <PreloadLink to={item.path} className="card__link">
                      {item.name}
                    </PreloadLink>
                  </h3>
                  <p className="card__text">{item.text}</p>
                  {offer && pricing ? <CardOffer offer={offer} pricing={pricing} /> : null}
                  <span className="card__cta" aria-hidden="true">
                    {cta}
                    <Icon name="arrow" size={16} />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
