import { BlocksPage, type BlocksPageProps } from "./page-blocks";

/**
 * A category page (layout "category"): its blocks, the product cards sorted by their "from" price.
 * The catch-all (`../content-page.tsx`) picks it after the URL lookup; the data is the page's common part.
 */
export function CategoryPage(props: BlocksPageProps) {
  return <BlocksPage {...props} sortByPrice />;
}
