/**
 * The header's cart count (issue 17 §6) and the cart's id (the quote's cartId, spec §7), kept in the
 * session from the cart answers the storefront receives anyway, so no page pays an extra call for
 * them. Pure: which answers say which cart the visitor has. `undefined`: this answer says nothing.
 */
export function cartFromAnswer(
  method: string,
  path: string,
  data: unknown,
): { id: string | null; count: number } | undefined {
  if (!path.startsWith("/api/v1/cart") && !/^\/api\/v1\/quote\/[^/]+\/cart\/?$/.test(path)) return undefined;
  // A checkout turns the cart into an order: the next cart is empty and not made yet.
  if (method === "POST" && /^\/api\/v1\/cart\/[^/]+\/checkout\/?$/.test(path)) return { id: null, count: 0 };
  const cart = ((data as { cart?: unknown } | null)?.cart ?? data) as {
    lineItemCount?: unknown;
    id?: unknown;
  } | null;
  const count = cart?.lineItemCount;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) return undefined;
  const id = typeof cart?.id === "string" && /^[\w-]{1,100}$/.test(cart.id) ? cart.id : null;
  return { id, count };
}
