import { filesDue } from "#contract/orders/files-due";
import type { Order } from "#contract/orders/order.schemas";

export type OrderNextPaths = {
  /** The order's own screen. */
  detailPath: string | null;
  /** The files screen, only while the order still needs a print file. */
  uploadPath: string | null;
  homePath: string;
};

/** Where a customer goes after placing or paying an order (issue 17 "next steps"). */
export function orderNextPaths(links: Readonly<Record<string, string>>, order: Order): OrderNextPaths {
  const query = `?${new URLSearchParams({ id: order.id })}`;
  return {
    detailPath: links.orderDetail ? `${links.orderDetail}${query}` : null,
    uploadPath: links.upload && filesDue(order) ? `${links.upload}${query}` : null,
    homePath: links.home ?? "/",
  };
}
