import { z } from "zod";
import { addressSchema } from "../account/account.schemas";
import { merchantInfoSchema } from "../cart/cart.requests";
import { cartLineItemSchema, cartSchema, shippingSchema } from "../cart/cart.schemas";
import { moneySchema } from "../content/content.schemas";
import { invoiceSummarySchema, refundSchema } from "./invoice.schemas";

/** GET /api/v1/order/{id} (spec §3 order): the fields the storefront reads. */
/** One version of a line's proof and the customer's decision on it (issue 36 §4). */
export const proofSchema = z.object({
  id: z.string(),
  lineItemId: z.string(),
  version: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  status: z.enum(["awaiting_decision", "approved", "changes_requested", "superseded"]),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
  /** Staff only: "staff:<id>" and "customer:<id>". */
  uploadedBy: z.string().optional(),
  decidedBy: z.string().nullable().optional(),
});
export type Proof = z.infer<typeof proofSchema>;

/** The answer to a proof decision: the line's proofs as they now stand. */
export const proofDecisionAnswerSchema = z.object({ proofs: z.array(proofSchema) });

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  currencyCode: z.string().length(3),
  lineItems: z.array(
    z.object({
      id: z.string(),
      mcpProdName: z.string(),
      quantity: z.number(),
      jobName: z.string().nullable(),
      /** Absent on previous-site orders, which show the price including VAT only. */
      totalPriceWithServices: moneySchema.optional(),
      taxedTotalPriceWithServices: moneySchema,
      merchantInfo: merchantInfoSchema.default({}),
      /** Sets of a multi-artwork line: one print file each. */
      multiArtworkSetsNumber: z.number().int().positive().default(1),
      /** The delivery speed and the date promised when it was ordered (YYYY-MM-DD), as the cart line had them. */
      selectedPriority: z.string().nullable().default(null),
      promisedArrivalDate: z.string().nullable().default(null),
      /** Printed only after the customer approved a proof (the product asks for one; ADR 074). */
      proofRequired: z.boolean().default(false),
    }),
  ),
  /** Delivery as charged at checkout; null on orders placed before it was priced (ADR 033). */
  shipping: shippingSchema.nullable().default(null),
  /** Snapshots taken at checkout: later edits of the address book don't move an order. */
  shippingAddress: addressSchema.nullable().catch(null).default(null),
  billingAddress: addressSchema.nullable().catch(null).default(null),
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  vatPrice: moneySchema,
  payments: z.array(z.object({ method: z.string(), centAmount: z.number().int() })).default([]),
  currentOrderAmountStillToPay: z.number().int(),
  currentOrderAlreadyPaid: z.number().int(),
  isDeferredPayment: z.boolean(),
  hasWalletPayment: z.boolean(),
  allowedPaymentMethods: z.array(z.string()),
  bankTransfer: z
    .object({ reference: z.string(), beneficiary: z.string(), iban: z.string(), bic: z.string() })
    .nullable(),
  history: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: z.string() })).default([]),
  cancellable: z.boolean().default(false),
  trackingNumber: z.string().nullable().default(null),
  /** A shipped order's carrier and its tracking page (ADR 073). */
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() })
    .nullable()
    .default(null),
  /** The order's print files (issue 6), for the upload link and the reupload alert. */
  artwork: z
    .array(
      z.object({
        lineItemId: z.string(),
        setIndex: z.number().int(),
        status: z.enum(["accepted", "rejected"]),
      }),
    )
    .default([]),
  /** Its invoices and credit notes (ADR 072), and the money given back when it was cancelled. */
  invoices: z.array(invoiceSummarySchema).default([]),
  refunds: z.array(refundSchema).default([]),
  /** What cancelling now would give back, and how; null when nothing was paid. */
  cancellationRefund: z
    .object({ route: z.enum(["wallet", "provider", "transfer"]), amount: moneySchema })
    .nullable()
    .default(null),
  /** The checkout's choice: a paper copy of the invoice goes in the parcel. */
  userNotes: z
    .object({ invoiceRequested: z.boolean().default(false) })
    .catch({ invoiceRequested: false })
    .default({ invoiceRequested: false }),
  /** A signed SEPA mandate's debit still to come: it can still fail until then (ADR 076). */
  pendingDebit: z
    .object({ amount: moneySchema, reference: z.string(), maskedIban: z.string(), debitOn: z.string() })
    .nullable()
    .default(null),
  /** Proofs of design-service lines, every version with its decision (issue 36 §4). */
  proofs: z.array(proofSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;

export { ORDER_STATUSES, type OrderStatus } from "./order-constants";

/** GET /api/v1/orders/ */
export const orderListSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.string(),
      createdAt: z.string(),
      taxedPrice: moneySchema,
      lineCount: z.number().int(),
      products: z.array(z.string()),
      jobNames: z.array(z.string()),
    }),
  ),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /api/v1/order/edit/item/{orderEditId}: an open draft of an order edit. */
export const orderDraftSchema = z.object({
  orderEditId: z.string(),
  orderId: z.string(),
  stale: z.boolean(),
  previousTaxedCent: z.number().int(),
  newTaxedCent: z.number().int(),
  settlement: z.object({
    paidCent: z.number().int(),
    additionalPaymentCent: z.number().int(),
    walletIncreaseCent: z.number().int(),
  }),
  /** A code the line was ordered with that the edited line no longer earns: why, and its amount excl. VAT. */
  discountLost: z
    .object({ code: z.string(), reason: z.string().nullable(), amountCent: z.number().int() })
    .nullable()
    .default(null),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;

/** POST cart/{id}/checkout/: the order the cart became (the same one again on a replay). */
export const placedOrderSchema = z.object({ orderNumber: z.string(), id: z.string() });

/** GET order/{id} read for editing one of its lines: the lines in full, as the cart has them. */
export const orderLineItemsSchema = z.object({
  id: z.string(),
  lineItems: z.array(cartLineItemSchema),
  cancellable: z.boolean(),
});

/** POST order/edit/item/: the draft's id (the answer's orderDto preview is read later, by id). */
export const orderEditStartedSchema = z.looseObject({ orderEditId: z.string() });

/** POST wallet/create-payment-and-transaction/: what the wallet paid, what it has left, the order now. */
export const walletPaymentSchema = z.object({
  order: orderSchema,
  walletPayment: moneySchema,
  walletCredit: moneySchema,
});

/** GET admin/order/{number} and POST admin/order/transition/: an order with where staff may move it. */
export const staffOrderSchema = orderSchema.extend({
  nextStatuses: z.array(z.string()),
  /** The shop's carriers, one of which staff choose when the order ships. */
  carriers: z.array(z.object({ key: z.string(), name: z.string() })).default([]),
  /** The order's print files, uploaded or generated from an online design (issue 14). */
  files: z
    .array(
      z.object({
        id: z.string(),
        lineItemId: z.string(),
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number(),
        status: z.string(),
      }),
    )
    .default([]),
  trackingNumber: z.string().nullable().default(null),
  /** Lines production still waits for (ADR 074): no checked file, or no approved proof. */
  productionBlockers: z
    .array(z.object({ lineItemId: z.string(), reason: z.enum(["file_missing", "proof_not_approved"]) }))
    .default([]),
  customer: z
    .object({ email: z.string(), name: z.string(), companyName: z.string().nullable() })
    .nullable()
    .default(null),
  paymentMethod: z.string().default(""),
  proofs: z.array(proofSchema).default([]),
  staffHistory: z
    .array(
      z.object({
        from: z.string().nullable(),
        to: z.string(),
        at: z.string(),
        actor: z.string(),
        note: z.string().nullable(),
      }),
    )
    .default([]),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** POST order/reorder/: the cart with the lines added, each with its price then and now (ADR 073). */
export const reorderResultSchema = z.object({
  cart: cartSchema,
  lines: z.array(
    z.object({
      lineItemId: z.string(),
      previousTaxedCent: z.number().int(),
      taxedCent: z.number().int(),
      currencyCode: z.string(),
    }),
  ),
  /** Lines from a custom quote, not ordered again (a quote's price is one-off). */
  skippedQuoted: z.number().int(),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
