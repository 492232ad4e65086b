import { cartWithLineItemSchema } from "../cart/cart.schemas";
import { endpoint } from "../endpoints";
import { quoteListSchema, quoteSchema, staffQuoteListSchema, staffQuoteSchema } from "./quote.schemas";

/** Custom quotes, asked by customers and answered by staff (issue 16). */
export const quoteEndpoints = {
  request: endpoint("POST", "/api/v1/quote/", quoteSchema),
  quotes: endpoint("GET", "/api/v1/quotes/", quoteListSchema),
  decide: endpoint("POST", "/api/v1/quote/:id/decision/", quoteSchema),
  addToCart: endpoint("POST", "/api/v1/quote/:id/cart/", cartWithLineItemSchema),
  staffQuotes: endpoint("GET", "/api/v1/admin/quotes/", staffQuoteListSchema),
  answer: endpoint("POST", "/api/v1/admin/quote/:id/answer/", staffQuoteSchema),
  attachment: endpoint("GET", "/api/v1/admin/quote/:id/attachment", null),
} as const;
