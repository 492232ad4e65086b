import type { ReactNode } from "react";
import type { ContentPage } from "#contract/content/content.schemas";
import type { VatDisplay } from "#contract/product/selection-params";
import { ContentBlocks } from "~/features/content/ContentBlocks";
import { ContentLayout, firstBlockIsHeading } from "~/features/content/ContentLayout";
import { pricingOf } from "~/features/content/card-offers";
import { JsonLd } from "~/features/content/JsonLd";

/** What a page made of content blocks (category, landing, home) renders from the catch-all's data. */
export type BlocksPageProps = {
  page: ContentPage;
  vat: VatDisplay;
  locale: string;
  hasStructuredData: boolean;
  promoStripe: ReactNode;
};

/** The page's blocks in its layout; product cards carry prices, sorted by them where the kind says so. */
export function BlocksPage({
  page,
  vat,
  locale,
  hasStructuredData,
  promoStripe,
  sortByPrice,
}: BlocksPageProps & { sortByPrice: boolean }) {
  return (
    <ContentLayout key={page.path} page={page} promoStripe={promoStripe}>
      <JsonLd key={page.path} present={hasStructuredData} />
      <ContentBlocks
        blocks={page.blocks}
        firstBlockIsHeading={firstBlockIsHeading(page)}
        pricing={pricingOf(page.offers, { vat, locale, sortByPrice })}
      />
    </ContentLayout>
  );
}
