import { useLocation } from "react-router";
import { OrderDetailPage } from "~/features/orders/OrderDetailPage";
import {
  lineEditPaths,
  loadDraft,
  loadOrderDetail,
  orderDetailAction,
} from "~/features/orders/orders.server";
import { getRequestState } from "~/server/context.server";
import { screenMeta } from "~/shell/screen-meta";
import type { Route } from "./+types/order-detail";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  const [order, draft] = await Promise.all([loadOrderDetail(context, url), loadDraft(context, url)]);
  return {
    order,
    draft: draft?.orderId === order.id ? draft : null,
    editPaths: lineEditPaths(context, order),
    links: { ...shop.links },
    locale: shop.domain.locale,
    done: url.searchParams.get("done"),
  };
}

export function action({ context, request, url }: Route.ActionArgs) {
  return orderDetailAction(context, request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  screenMeta(matches, {
    key: "orders:detailTitle",
    defaultValue: "Order {{number}}",
    values: { number: loaderData?.order.orderNumber ?? "" },
  });

export default function OrderDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <OrderDetailPage
      order={loaderData.order}
      draft={loaderData.draft}
      editPaths={loaderData.editPaths}
      locale={loaderData.locale}
      listPath={loaderData.links.orders ?? null}
      done={loaderData.done}
      result={actionData}
      action={`${location.pathname}${location.search}`}
      paymentPath={loaderData.links.paymentResult ?? null}
      uploadPath={
        loaderData.links.upload &&
        ["awaiting_payment", "awaiting_artwork", "file_check"].includes(loaderData.order.status)
          ? `${loaderData.links.upload}?${new URLSearchParams({ id: loaderData.order.id })}`
          : null
      }
    />
  );
}
