import { InvoicesPage } from "~/features/invoices/InvoicesPage";
import { loadInvoices } from "~/features/invoices/invoices.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/invoices";

export async function loader({ context }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  return { invoices: await loadInvoices(context), links: { ...shop.links }, locale: shop.domain.locale };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, { key: "invoices:title", defaultValue: "My invoices" });

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <InvoicesPage
      invoices={loaderData.invoices}
      locale={loaderData.locale}
      orderDetailPath={loaderData.links.orderDetail ?? null}
    />
  );
}
