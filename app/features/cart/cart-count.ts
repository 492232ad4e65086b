/**
 * The header's cart count (issue 17 §6), kept in the session from the cart answers the storefront
 * receives anyway, so no page pays an extra call for it. Pure: which answers say how many lines the
 * visitor's cart holds. `undefined`: this answer says nothing about it.
 */
export function cartCountFromAnswer(method: string, path: string, data: unknown): number | undefined {
  if (!path.startsWith("/api/v1/cart") && !/^\/api\/v1\/quote\/[^/]+\/cart\/?$/.test(path)) return undefined;
  // A checkout turns the cart into an order: the next cart is empty.
  if (method === "POST" && /^\/api\/v1\/cart\/[^/]+\/checkout\/?$/.test(path)) return 0;
  const cart = (data as { cart?: unknown } | null)?.cart ?? data;
  const count = (cart as { lineItemCount?: unknown } | null)?.lineItemCount;
  return typeof count === "number" && Number.isInteger(count) && count >= 0 ? count : undefined;
}
