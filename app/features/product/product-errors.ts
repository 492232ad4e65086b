export type ProductErrorTopic =
  | "init-product"
  | "validate-product"
  | "price-quote"
  | "deliveries"
  | "file-check"
  | "inventory"
  | "promocodeToggle";

/** A failure recorded by topic (spec §4): the lists of that topic are cleared, the page still renders. */
export interface TopicError {
  topic: ProductErrorTopic;
  message: string;
  /** The service behind the topic failed (not a refusal of the selection): retried on the next request. */
  unavailable?: boolean;
}

/** Spec §8 init-product: the quote answered, but nothing in it can be bought (no positive price). */
export const NO_POSITIVE_PRODUCT = "No positive product retrieved";

/** Whether a quote offers anything to buy: at least one quantity and delivery with a positive price. */
export function hasPositiveProduct(rows: readonly { options: readonly { amountCentExclTax: number }[] }[]) {
  return rows.some((row) => row.options.some((option) => option.amountCentExclTax > 0));
}

/** What a shopper reads when a topic's service failed (dictionary keys in ConfiguratorMessages). */
export const TOPIC_UNAVAILABLE: Record<ProductErrorTopic, string> = {
  "init-product": "Product details can't be loaded right now.",
  "validate-product": "These options can't be checked right now.",
  "price-quote": "Prices can't be calculated right now. Please try again in a moment.",
  deliveries: "Delivery dates can't be calculated right now.",
  "file-check": "The file check and design service prices can't be shown right now.",
  inventory: "Stock can't be checked right now.",
  promocodeToggle: "Your promo code can't be checked right now.",
};

/** The re-quote never reached the shop (island-connection.ts): the island keeps its last prices. */
export const CONNECTION_LOST_MESSAGE = "Connection lost";

/** Why the prices on screen are those of the previous choice, if they are: no connection, or no price service. */
export type StalePrices = "offline" | "unavailable";

export function stalePricesOf(errors: readonly TopicError[]): StalePrices | null {
  const failed = errors.find((error) => error.topic === "price-quote" && error.unavailable === true);
  if (!failed) return null;
  return failed.message === CONNECTION_LOST_MESSAGE ? "offline" : "unavailable";
}
