import type { ContentPage } from "#contract/content/content.schemas";
import { ContentBlocks } from "~/features/content/ContentBlocks";
import { formatCalendarDate } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { useShell } from "~/shell/fallback-shell";
import { CachedElement } from "~/ui/cached-markup";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import { quoteRequestHref } from "../quotes/quote-links";
import { Configurator } from "./components/Configurator";
import { ConfiguratorMessages } from "./components/ConfiguratorMessages";
import { FirstScreenPrice } from "./components/FirstScreenPrice";
import { firstScreenFacts } from "./first-screen";
import type { ProductAnswer } from "./product-actions.types";
import type { ProductView } from "./product-page.types";

export type ProductPageProps = {
  page: ContentPage;
  product: ProductView;
  added: boolean;
  actionData: ProductAnswer | undefined;
};

/**
 * Edit modes hide the header (spec §2), so the page itself offers the way back and says what is edited
 * (issue 17 §6); the product name stays the page's heading.
 */
function EditModeHeading({ editReturn }: { editReturn: NonNullable<ProductView["editReturn"]> }) {
  const { t } = useTranslation();
  const order = editReturn.kind === "order";
  return (
    <>
      <p className="product-page__back">
        <PreloadLink to={editReturn.path} data-testid="edit-return">
          ←{" "}
          {order
            ? t("product:edit.backToOrder", { defaultValue: "Back to my order" })
            : t("product:backToCart", { defaultValue: "Back to my basket" })}
        </PreloadLink>
      </p>
      <p className="product-page__editing" data-testid="edit-mode">
        {order
          ? t("product:edit.orderLine", { defaultValue: "Changing an item of your order" })
          : t("product:edit.cartLine", { defaultValue: "Changing an item in your basket" })}
      </p>
    </>
  );
}

/** The product layout: presentation beside the configurator, then the page's other blocks. */
export function ProductPage({ page, product, added, actionData }: ProductPageProps) {
  const { t } = useTranslation();
  const intro = page.blocks.find((block) => block.type === "productIntro");
  const rest = page.blocks.filter((block) => block.type !== "productIntro");
  const offer = product.lossLeader;
  const name = offer?.title ?? (intro?.type === "productIntro" ? intro.name : page.title);
  const gridPath = useShell().shell?.links.priceGrid;
  const facts = product.configuration && !product.maintenance ? firstScreenFacts(product) : null;
  // Repeat buyers may skip the configurator: every price of the product in one table (ppag).
  const gridLink =
    gridPath && !offer && product.mode.kind === "new"
      ? `${gridPath}?${new URLSearchParams({ product: page.path })}`
      : null;
  return (
    <>
      <section className="section product-page" data-product-key={product.productKey}>
        <div className="container product-page__grid">
          <div className="product-page__intro">
            {product.backToCart && product.mode.kind === "new" ? (
              <p className="product-page__back">
                <PreloadLink to={product.backToCart}>
                  ← {t("product:backToCart", { defaultValue: "Back to my basket" })}
                </PreloadLink>
              </p>
            ) : null}
            {product.editReturn ? <EditModeHeading editReturn={product.editReturn} /> : null}
            <h1 className="product-page__name">{name}</h1>
            {facts ? (
              <FirstScreenPrice facts={facts} currency={product.currency} locale={product.locale} />
            ) : null}
            {offer && product.configuration ? (
              <OfferIntro offer={offer} configuration={product.configuration} locale={product.locale} />
            ) : null}
            {intro?.type === "productIntro" ? <ProductIntro intro={intro} gridLink={gridLink} /> : null}
            {product.instruction ? <Instructions instruction={product.instruction} /> : null}
          </div>
          <div className="product-page__configurator" id="configurator">
            {product.maintenance ? (
              <MaintenanceNotice productKey={product.productKey} />
            ) : product.configuration ? (
              <Configurator product={product} added={added} actionData={actionData ?? null} />
            ) : (
              <div className="configurator">
                <ConfiguratorMessages view={product} added={false} />
                <QuoteLink productKey={product.productKey} />
              </div>
            )}
          </div>
        </div>
      </section>
      {rest.length > 0 ? <ContentBlocks blocks={rest} /> : null}
    </>
  );
}

/** Where prices can't be shown, the custom quote request stays reachable (ADR 026). */
function QuoteLink({ productKey }: { productKey: string }) {
  const { t } = useTranslation();
  const path = useShell().shell?.links.quoteRequest;
  if (!path) return null;
  return (
    <p className="notice__text">
      <PreloadLink to={quoteRequestHref(path, { productKey })} data-testid="request-quote-link">
        {t("quotes:link", { defaultValue: "Request a custom quote" })}
      </PreloadLink>
    </p>
  );
}

type Offer = NonNullable<ProductPageProps["product"]["lossLeader"]>;
type IntroBlock = Extract<ProductPageProps["page"]["blocks"][number], { type: "productIntro" }>;

/** A loss-leader offer's picture, description and end date, in place of the product's intro. */
function OfferIntro({
  offer,
  configuration,
  locale,
}: {
  offer: Offer;
  configuration: NonNullable<ProductPageProps["product"]["configuration"]>;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="product-page__media">
        <img src={configuration.image} alt="" width={400} height={300} decoding="async" />
      </div>
      <p className="product-page__description">{offer.description}</p>
      <p className="product-page__offer">
        {configuration.productName}
        {offer.endsAt ? (
          <>
            {" · "}
            {t("product:offer.endsAt", {
              defaultValue: "Offer valid until {{date}}",
              date: formatCalendarDate(offer.endsAt.slice(0, 10), locale),
            })}
          </>
        ) : null}
      </p>
    </>
  );
}

/** The product's picture, description and highlights, with the link to every price in one table. */
function ProductIntro({ intro, gridLink }: { intro: IntroBlock; gridLink: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="product-page__media">
        <img src={intro.image} alt="" width={400} height={300} fetchPriority="high" decoding="async" />
      </div>
      <p className="product-page__description">{intro.description}</p>
      <CachedElement
        as="ul"
        className="product-page__highlights"
        name="product-highlights"
        keyParts={() => [JSON.stringify(intro.highlights)]}
      >
        <>
          {intro.highlights.map((highlight) => (
            <li key={highlight}>
              <Icon name="check" size={18} />
              {highlight}
            </li>
          ))}
        </>
      </CachedElement>
      {gridLink ? (
        <p className="product-page__grid-link">
          <PreloadLink to={gridLink}>
            {t("ppag:link", { defaultValue: "See every price in one table" })}
          </PreloadLink>
        </p>
      ) : null}
    </>
  );
}

/** The product's instructions, the same for every visitor: sent from the markup cache by their text. */
function Instructions({ instruction }: { instruction: NonNullable<ProductView["instruction"]> }) {
  const { title, items } = instruction;
  return (
    <CachedElement
      as="div"
      className="product-page__instructions"
      name="product-instructions"
      keyParts={() => [JSON.stringify([title, items])]}
    >
      <>
        <h2 className="product-page__subtitle">{title}</h2>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    </CachedElement>
  );
}

/** Prices can't be shown now: say so, and offer a quote instead. */
function MaintenanceNotice({ productKey }: { productKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--info" role="status" data-maintenance="true">
      <Icon name="info" size={22} className="notice__icon" />
      <div>
        <p className="notice__title">
          {t("product:maintenance.title", {
            defaultValue: "Online ordering is paused for this product",
          })}
        </p>
        <p className="notice__text">
          {t("product:maintenance.text", {
            defaultValue:
              "We can't show prices right now. Please try again in a few minutes, or contact us for a quote.",
          })}
        </p>
        <QuoteLink productKey={productKey} />
      </div>
    </div>
  );
}
