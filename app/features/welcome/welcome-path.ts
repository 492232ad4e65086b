/**
 * Where registration lands (issue 16 §2, ADR 030): the welcome page, carrying where the shopper was
 * going (`next`) unless that is just the personal area. Without a welcome link, straight there.
 */
export function welcomePath(shop: { links: Readonly<Record<string, string>> }, destination: string): string {
  const welcome = shop.links.welcome;
  if (!welcome) return destination;
  if (destination === shop.links.personalArea || destination === "/") return welcome;
  return `${welcome}?${new URLSearchParams({ next: destination })}`;
}
