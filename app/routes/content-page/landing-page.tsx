import type { ReactNode } from "react";
import type { ContentPage, SeasonState } from "#contract/content/content.schemas";
import { ContentLayout } from "~/features/content/ContentLayout";
import { SeasonClosed } from "~/features/content/SeasonClosed";
import { BlocksPage, type BlocksPageProps } from "./page-blocks";

/**
 * Landing pages: the home page, landing and standard content pages (legal pages among them), and
 * seasonal pages outside their window. The catch-all (`../content-page.tsx`) picks them after the URL
 * lookup; the data is the page's common part.
 */
export function LandingPage(props: BlocksPageProps) {
  return <BlocksPage {...props} sortByPrice={false} />;
}

/** A seasonal page outside its window (announced, not redirected home): when it comes back. */
export function ClosedSeasonPage({
  page,
  season,
  locale,
  homePath,
  promoStripe,
}: {
  page: ContentPage;
  season: SeasonState;
  locale: string;
  homePath: string;
  promoStripe: ReactNode;
}) {
  return (
    <ContentLayout key={page.path} page={page} promoStripe={promoStripe}>
      <SeasonClosed season={season} locale={locale} homePath={homePath} />
    </ContentLayout>
  );
}
