import { endpoint } from "../endpoints";
import { orderArtworkSchema } from "./artwork.schemas";
import { invoiceListSchema } from "./invoice.schemas";
import { legacyListSchema, legacyOrderSchema } from "./legacy-orders.schemas";
import {
  orderDraftSchema,
  orderEditStartedSchema,
  orderLineItemsSchema,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
  proofDecisionAnswerSchema,
  reorderResultSchema,
  staffOrderSchema,
  walletPaymentSchema,
} from "./order.schemas";

/** Checkout, orders, their files, proofs, edits and invoices, and the staff order desk (spec §7, issue 36). */
export const orderEndpoints = {
  checkout: endpoint("POST", "/api/v1/cart/:id/checkout/", placedOrderSchema),
  payWithWallet: endpoint("POST", "/api/v1/wallet/create-payment-and-transaction/", walletPaymentSchema),
  orders: endpoint("GET", "/api/v1/orders/", orderListSchema),
  order: endpoint("GET", "/api/v1/order/:id", orderSchema),
  /** The same call read for its lines only (the order edit's line picker). */
  orderLines: endpoint("GET", "/api/v1/order/:id", orderLineItemsSchema),
  cancel: endpoint("POST", "/api/v1/order/cancel/", orderSchema),
  resetPaymentMethod: endpoint("POST", "/api/v1/order/edit/payment/reset-method/", orderSchema),
  reorder: endpoint("POST", "/api/v1/order/reorder/", reorderResultSchema),
  editDraft: endpoint("GET", "/api/v1/order/edit/item/:id", orderDraftSchema),
  editItem: endpoint("POST", "/api/v1/order/edit/item/", orderEditStartedSchema),
  finalizeEdit: endpoint("POST", "/api/v1/order/edit/item/finalize/", orderSchema),
  artwork: endpoint("GET", "/api/v1/order/:id/artwork/", orderArtworkSchema),
  uploadArtwork: endpoint("POST", "/api/v1/order/line-item-artwork/", orderArtworkSchema),
  saveBrief: endpoint("POST", "/api/v1/order/line-item-brief/", orderArtworkSchema),
  resetArtwork: endpoint("POST", "/api/v1/order/reset-line-item-artwork/", orderArtworkSchema),
  artworkPreview: endpoint("GET", "/api/v1/order/:id/artwork/:fileId/preview", null),
  printAsIs: endpoint("POST", "/api/v1/order/line-item-artwork/print-as-is/", orderArtworkSchema),
  artworkThumbnail: endpoint("GET", "/api/v1/order/:id/artwork/:fileId/thumbnail/:page", null),
  artworkFile: endpoint("GET", "/api/v1/order/:id/artwork/:fileId/file", null),
  decideProof: endpoint("POST", "/api/v1/order/proof-decision/", proofDecisionAnswerSchema),
  proofFile: endpoint("GET", "/api/v1/order/:id/proof/:proofId", null),
  invoices: endpoint("GET", "/api/v1/invoices/", invoiceListSchema),
  invoicePdf: endpoint("GET", "/api/v1/invoice/:id/pdf", null),
  legacyOrders: endpoint("GET", "/api/v1/customer/legacy-orders/", legacyListSchema),
  legacyOrder: endpoint("GET", "/api/v1/customer/legacy-order/:id/", legacyOrderSchema),
  staffOrder: endpoint("GET", "/api/v1/admin/order/:number", staffOrderSchema),
  staffTransition: endpoint("POST", "/api/v1/admin/order/transition/", staffOrderSchema),
  staffUploadProof: endpoint("POST", "/api/v1/admin/order/proof/", staffOrderSchema),
  staffProofFile: endpoint("GET", "/api/v1/admin/order/:number/proof/:proofId", null),
  staffArtworkThumbnail: endpoint("GET", "/api/v1/admin/order/:number/artwork/:fileId/thumbnail/:page", null),
  staffArtworkFile: endpoint("GET", "/api/v1/admin/order/:number/artwork/:fileId/file", null),
  staffInvoicePdf: endpoint("GET", "/api/v1/admin/invoice/:id/pdf", null),
} as const;
