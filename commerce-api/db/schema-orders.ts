import type { Generated } from "kysely";

/** Tables of orders and what follows them: events, edit drafts, payments, print files, briefs, legacy orders. */

export interface OrdersTable {
  id: string;
  tenant_key: string;
  order_number: string;
  customer_id: string;
  cart_id: string;
  currency_code: string;
  total_cent: number;
  taxed_cent: number;
  paid_cent: number;
  wallet_cent: Generated<number>;
  /** Set by staff when the order ships (migration 013). */
  tracking_number: Generated<string | null>;
  payment_method: string;
  status: string;
  /** The order of spec §3 as placed: lines, addresses, sender, notes (server-priced snapshot). */
  order_json: string;
  created_at: string;
  /** The checkout call's Idempotency-Key (migration 016): a replay answers this order. */
  idempotency_key: Generated<string | null>;
  /** The carrier's key in the shop's carriers, chosen by staff when it ships (migration 035). */
  carrier: Generated<string | null>;
}
export const ORDERS_COLUMNS = {
  id: true,
  tenant_key: true,
  order_number: true,
  customer_id: true,
  cart_id: true,
  currency_code: true,
  total_cent: true,
  taxed_cent: true,
  paid_cent: true,
  wallet_cent: true,
  tracking_number: true,
  payment_method: true,
  status: true,
  order_json: true,
  created_at: true,
  idempotency_key: true,
  carrier: true,
} satisfies Record<keyof OrdersTable, true>;

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  /** "customer:<id>", "system" or "staff:<name>". */
  actor: string;
  at: string;
  /** Why, where staff must say it (a cancellation's reason; migration 036). */
  note: Generated<string | null>;
}
export const ORDER_EVENTS_COLUMNS = {
  id: true,
  order_id: true,
  from_status: true,
  to_status: true,
  actor: true,
  at: true,
  note: true,
} satisfies Record<keyof OrderEventsTable, true>;

export interface OrderDraftsTable {
  /** The orderEditId of spec §7. */
  id: string;
  order_id: string;
  customer_id: string;
  /** SHA-256 of the order document the draft was made from. */
  base_fingerprint: string;
  line_item_json: string;
  total_cent: number;
  taxed_cent: number;
  referer_url: string | null;
  status: "open" | "finalized";
  created_at: string;
}
export const ORDER_DRAFTS_COLUMNS = {
  id: true,
  order_id: true,
  customer_id: true,
  base_fingerprint: true,
  line_item_json: true,
  total_cent: true,
  taxed_cent: true,
  referer_url: true,
  status: true,
  created_at: true,
} satisfies Record<keyof OrderDraftsTable, true>;

/** A payment attempt at the simulated provider (ADR 012); amounts in minor units. */
export interface PaymentIntentsTable {
  id: string;
  tenant_key: string;
  order_id: string;
  customer_id: string;
  method: "card" | "paypal" | "sepa";
  amount_cent: number;
  currency_code: string;
  status: "requires_action" | "processing" | "succeeded" | "failed" | "cancelled";
  return_path: string;
  card_last4: string | null;
  mandate_reference: string | null;
  masked_iban: string | null;
  failure_key: string | null;
  /** Wrong 3-D Secure codes so far (migration 042). */
  challenge_failures: Generated<number>;
  created_at: string;
  updated_at: string;
}
export const PAYMENT_INTENTS_COLUMNS = {
  id: true,
  tenant_key: true,
  order_id: true,
  customer_id: true,
  method: true,
  amount_cent: true,
  currency_code: true,
  status: true,
  return_path: true,
  card_last4: true,
  mandate_reference: true,
  masked_iban: true,
  failure_key: true,
  challenge_failures: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof PaymentIntentsTable, true>;

export interface PaymentEventsTable {
  event_id: string;
  intent_id: string;
  status: string;
  received_at: string;
}
export const PAYMENT_EVENTS_COLUMNS = {
  event_id: true,
  intent_id: true,
  status: true,
  received_at: true,
} satisfies Record<keyof PaymentEventsTable, true>;

/** A customer's print file for one set of one line item (issue 6). */
export interface ArtworkFilesTable {
  id: string;
  order_id: string;
  line_item_id: string;
  set_index: number;
  stored_name: string;
  original_name: string;
  file_type: "pdf" | "png" | "jpeg" | "tiff";
  size_bytes: number;
  status: "accepted" | "rejected";
  rejection_reason: string | null;
  created_at: string;
  /** Measured at upload (migration 024); null for older files and where the format has none. */
  width_px: Generated<number | null>;
  height_px: Generated<number | null>;
  dpi: Generated<number | null>;
  page_width_mm: Generated<number | null>;
  page_height_mm: Generated<number | null>;
  /** The image's resolution at the size its line prints (migration 043); null: no such measure. */
  print_dpi: Generated<number | null>;
  /** "customer:<id>" and when they chose to print a low-resolution file as it is. */
  print_as_is_by: Generated<string | null>;
  print_as_is_at: Generated<string | null>;
  /** Page pictures stored beside a print PDF made from an online design (migration 043). */
  thumbnail_pages: Generated<number | null>;
}
export const ARTWORK_FILES_COLUMNS = {
  id: true,
  order_id: true,
  line_item_id: true,
  set_index: true,
  stored_name: true,
  original_name: true,
  file_type: true,
  size_bytes: true,
  status: true,
  rejection_reason: true,
  created_at: true,
  width_px: true,
  height_px: true,
  dpi: true,
  page_width_mm: true,
  page_height_mm: true,
  print_dpi: true,
  print_as_is_by: true,
  print_as_is_at: true,
  thumbnail_pages: true,
} satisfies Record<keyof ArtworkFilesTable, true>;

/** An order imported from the previous system (issue 6): read-only. */
export interface LegacyOrdersTable {
  id: string;
  tenant_key: string;
  customer_id: string;
  legacy_number: string;
  placed_at: string;
  status_label: string;
  currency_code: string;
  total_cent: number;
  taxed_cent: number;
  invoice_reference: string | null;
  lines_json: string;
}
export const LEGACY_ORDERS_COLUMNS = {
  id: true,
  tenant_key: true,
  customer_id: true,
  legacy_number: true,
  placed_at: true,
  status_label: true,
  currency_code: true,
  total_cent: true,
  taxed_cent: true,
  invoice_reference: true,
  lines_json: true,
} satisfies Record<keyof LegacyOrdersTable, true>;

/** The brief of a design-service line (issue 6). */
export interface LineBriefsTable {
  order_id: string;
  line_item_id: string;
  brief: string;
  updated_at: string;
}
export const LINE_BRIEFS_COLUMNS = {
  order_id: true,
  line_item_id: true,
  brief: true,
  updated_at: true,
} satisfies Record<keyof LineBriefsTable, true>;

/** A one-off notice an order got, e.g. "files-needed:<line id>" (migration 035): never sent twice. */
export interface OrderNoticesTable {
  order_id: string;
  notice: string;
  at: string;
}
export const ORDER_NOTICES_COLUMNS = {
  order_id: true,
  notice: true,
  at: true,
} satisfies Record<keyof OrderNoticesTable, true>;

/** One version of a line's proof and the customer's decision on it (issue 36 §4, migration 036). */
export interface LineProofsTable {
  id: string;
  order_id: string;
  line_item_id: string;
  version: number;
  stored_name: string;
  original_name: string;
  file_type: "pdf" | "png" | "jpeg" | "tiff";
  size_bytes: number;
  /** "staff:<id>". */
  uploaded_by: string;
  uploaded_at: string;
  /**
   * superseded: staff sent a newer version before the customer decided; outdated: the customer
   * replaced the file it was made from, so it no longer counts (its decision stays).
   */
  status: "awaiting_decision" | "approved" | "changes_requested" | "superseded" | "outdated";
  /** "customer:<id>": the customer's own decision. */
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
  /** When the customer replaced the file this proof was made from (migration 043). */
  outdated_at: Generated<string | null>;
}
export const LINE_PROOFS_COLUMNS = {
  id: true,
  order_id: true,
  line_item_id: true,
  version: true,
  stored_name: true,
  original_name: true,
  file_type: true,
  size_bytes: true,
  uploaded_by: true,
  uploaded_at: true,
  status: true,
  decided_by: true,
  decided_at: true,
  comment: true,
  outdated_at: true,
} satisfies Record<keyof LineProofsTable, true>;
