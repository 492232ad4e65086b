import { PriceGridPage } from "~/features/price-grid/PriceGridPage";
import { loadPriceGrid, priceGridAction } from "~/features/price-grid/price-grid.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/price-grid";

export function loader({ context, url }: Route.LoaderArgs) {
  return loadPriceGrid(context, url);
}

export function action({ context, request, url }: Route.ActionArgs) {
  return priceGridAction(context, request, url);
}

// Every option combination of every product: shoppers use it, crawlers follow it but index none.
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  screenMeta(
    matches,
    {
      key: "ppag:title",
      defaultValue: "Price grid: {{product}}",
      values: { product: loaderData?.source.title ?? "" },
    },
    "noindex, follow",
  );

export default function PriceGridRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PriceGridPage
      product={loaderData.product}
      title={loaderData.source.title}
      productPath={loaderData.source.path}
      actionData={actionData}
    />
  );
}
