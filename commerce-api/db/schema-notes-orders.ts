import type { SchemaNotes } from "./codegen/render-types";

/** The notes of the after-sale tables: orders, their files and proofs, payments, invoices and mail (ADR 085). */
export const ORDER_NOTES: SchemaNotes = {
  artwork_files: {
    doc: "A customer's print file for one set of one line item (issue 6).",
    columns: {
      width_px: {
        doc: "Measured at upload (migration 024); null for older files and where the format has none.",
      },
      print_dpi: {
        doc: "The image's resolution at the size its line prints (migration 043), a PDF's lowest placed picture's (ADR 087); null: no such measure.",
      },
      print_as_is_by: { doc: '"customer:<id>" who chose to print a low-resolution file as it is (ADR 081).' },
      thumbnail_pages: {
        doc: "Page pictures stored beside the file (ADR 081, 087); null: not drawn yet, 0: none can be.",
      },
    },
  },
  invoice_sequences: {
    columns: {
      series: { doc: '"F" (invoices) or "A" (credit notes).' },
      last_number: {
        doc: "The last number issued in this series and year; raised in the issuing transaction.",
      },
    },
  },
  invoices: {
    columns: {
      kind: { type: '"invoice" | "credit_note"' },
      number: { doc: '"F-2026-000123" / "A-2026-000007": unique per tenant.' },
      reason: { doc: "Why it was issued: payment, edit (difference), cancellation." },
      refers_to_id: { doc: "A credit note's invoice (credit notes reference what they correct)." },
      document_json: {
        doc: "The document as rendered (seller, buyer, lines, totals, mentions): the PDF is drawn from it.",
      },
      pdf: { doc: "The issued PDF, never rendered again: a re-download is byte-identical." },
    },
  },
  line_briefs: {
    doc: "The brief of a design-service line (issue 6).",
  },
  line_proofs: {
    doc: "One version of a line's proof and the customer's decision on it (issue 36 §4, migration 036).",
    columns: {
      file_type: { type: '"pdf" | "png" | "jpeg" | "tiff"' },
      uploaded_by: { doc: '"staff:<id>".' },
      status: {
        doc: "superseded: staff sent a newer version before the customer decided; outdated: the customer replaced the file it was made from (ADR 081).",
        type: '"awaiting_decision" | "approved" | "changes_requested" | "superseded" | "outdated"',
      },
      decided_by: { doc: '"customer:<id>": the customer\'s own decision.' },
    },
  },
  mail_outbox: {
    columns: {
      kind: { doc: "What the mail is about (password-reset, welcome, …), for the staff screen and logs." },
      message_json: {
        doc: "The composed message (OutboxMessage as JSON): headers, text and HTML, fixed when queued.",
      },
      status: { type: '"queued" | "sending" | "sent" | "failed"' },
      claim_token: {
        doc: "The sender run holding the row while it delivers, and until when (a crashed one's lease expires).",
      },
      queued_at: {
        doc: "Start of the 24-hour delivery window: the first queueing, or the last resend by staff.",
      },
    },
  },
  order_drafts: {
    columns: {
      id: { doc: "The orderEditId of spec §7." },
      base_fingerprint: { doc: "SHA-256 of the order document the draft was made from." },
      status: { type: '"open" | "finalized"' },
    },
  },
  order_events: {
    columns: {
      actor: { doc: '"customer:<id>", "system" or "staff:<name>".' },
      note: { doc: "Why, where staff must say it (a cancellation's reason; migration 036)." },
    },
  },
  order_notices: {
    doc: 'A one-off notice an order got, e.g. "files-needed:<line id>" (migration 035): never sent twice.',
  },
  orders: {
    doc: "Tables of orders and what follows them: events, edit drafts, payments, print files, briefs, legacy orders.",
    columns: {
      order_json: {
        doc: "The order of spec §3 as placed: lines, addresses, sender, notes (server-priced snapshot).",
      },
      tracking_number: { doc: "Set by staff when the order ships (migration 013)." },
      idempotency_key: {
        doc: "The checkout call's Idempotency-Key (migration 016): a replay answers this order.",
      },
      carrier: {
        doc: "The carrier's key in the shop's carriers, chosen by staff when it ships (migration 035).",
      },
    },
  },
  payment_intents: {
    doc: "A payment attempt at the simulated provider (ADR 012); amounts in minor units.",
    columns: {
      challenge_failures: { doc: "Wrong 3-D Secure codes so far (migration 042)." },
    },
  },
  payment_methods: {
    doc: "A saved method as the payment provider references it: never a full card number or IBAN.",
    columns: {
      brand: { doc: "Card network (visa, mastercard, amex) or the bank's name for a mandate." },
      last4: { doc: "Last four digits of the card or of the IBAN." },
      is_default: { type: "SqliteBoolean" },
    },
  },
  payment_refunds: {
    doc: "Money given back on a cancelled order: to the wallet, or through the provider it was paid with.",
    columns: {
      method: {
        doc: '"wallet", or the provider method (card, paypal, sepa) / bank_transfer it goes back through.',
      },
      intent_id: { doc: "The provider's intent refunded (null for wallet and transfers)." },
      status: {
        doc: '"succeeded" (wallet, provider) or "pending" (a transfer back staff still has to make).',
      },
    },
  },
  wallet_transactions: {
    columns: {
      amount_cent: { doc: "Positive: credit added; negative: paid from the wallet. Minor units." },
      kind: { type: '"credit" | "payment" | "refund"' },
    },
  },
};
