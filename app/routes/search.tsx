import { SearchPage } from "~/features/search/SearchPage";
import { loadSearchPage } from "~/features/search/search.server";
import type { Route } from "./+types/search";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadSearchPage(context, url);
}

// Result pages are endless query variants: crawlers follow their links but index none of them.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
