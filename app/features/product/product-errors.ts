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
