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
}
