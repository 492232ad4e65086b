import type { SchemaNotes } from "./codegen/render-types";
import { ORDER_NOTES } from "./schema-notes-orders";

/**
 * What the migrated database can't tell the generated types (commerce-api/db/schema.generated.ts,
 * ADR 085): why a table or column exists, and a narrower value type where the column holds fewer
 * values than its SQL type (a 0/1 flag without a `check (x in (0, 1))`, a status whose values only
 * the code lists). Columns, nullability, defaults and checked value lists come from the migrations,
 * not from here; a note naming a column the database doesn't have fails `npm run db:types`. The order,
 * payment, invoice and mail tables' notes are in schema-notes-orders.ts.
 */
export const SCHEMA_NOTES: SchemaNotes = {
  ...ORDER_NOTES,
  app_settings: {
    doc: "Shop-wide settings shared by every tenant (JSON values).",
  },
  auth_sessions: {
    columns: {
      id: { doc: "The refresh family: every rotated refresh token of one login shares it." },
      refresh_jti: { doc: "The only refresh token of the family still accepted; an older one is a replay." },
      previous_refresh_jti: {
        doc: "The refresh token rotated away from last, and when: still answered for a few seconds (ADR 070).",
      },
    },
  },
  carrier_transit: {
    doc: "Carrier transit used for delivery dates.",
    columns: {
      cutoff_minutes: { doc: "Minutes after midnight, Paris time." },
    },
  },
  cart_addresses: {
    doc: "The address an address call gave a cart (spec §7 cartId), as it was when chosen.",
  },
  cart_line_items: {
    columns: {
      line_item_json: { doc: "The priced line item as stored (server-computed prices only)." },
    },
  },
  carts: {
    columns: {
      customer_id: { doc: "Seam for customer carts (login merges the anonymous cart)." },
      checked_out_at: { doc: "Set when the cart became an order; a closed cart is never reused." },
    },
  },
  countries: {
    columns: {
      zipcode_pattern: { doc: "Regex source validating a postal code of this country." },
    },
  },
  customer_events: {
    doc: 'What happened to an account (spec §7 "events are tracked"): sign-up, for now.',
    columns: {
      type: { type: '"signed_up"' },
      detail: { doc: "JSON: what the event carries (the welcome code's id for a sign-up)." },
    },
  },
  customers: {
    columns: {
      email: { doc: "Lower-cased." },
      user_category: { doc: "Spec §3 customerMetadata.user_category: '1' company, '2' private." },
      newsletter: { type: "SqliteBoolean" },
      is_premium: { type: "SqliteBoolean" },
      has_wallet: { type: "SqliteBoolean" },
      is_new_client: { type: "SqliteBoolean" },
      company_registration_number: {
        doc: "Added with the company profile screen (migration 009): optional when inserting.",
      },
      scopes: {
        doc: 'Staff scopes, space-separated (migration 027, contract/account/staff-scopes.ts); "" for customers.',
      },
      deleted_at: {
        doc: "Set when the customer erased their account (migration 039): the personal fields are blank.",
      },
    },
  },
  design_images: {
    doc: "A picture a shopper placed in a design (logo, photo), stored as a file, typed by its content.",
  },
  design_templates: {
    doc: "A template of the design browser, seeded per tenant and format (seed step 018).",
    columns: {
      format_key: { doc: 'The product option value it is drawn at ("85x55", "a5" …).' },
      scene_json: { doc: "The scene (contract/design/scene.schemas.ts) as JSON." },
    },
  },
  designs: {
    doc: "A shopper's design: a customer's, or a visitor's under the anonymous id until they sign in.",
    columns: {
      shared: {
        doc: '1: anyone with the link may open it on the product page (spec §2 "designer design id").',
      },
      preview_png: {
        doc: "The PNG preview, rendered on save; null until the first render.",
        type: "Uint8Array",
      },
    },
  },
  dictionary_entries: {
    columns: {
      language: { doc: 'Base locale of the tenants using it ("fr", "en").' },
    },
  },
  inventory: {
    doc: "Stock of externally fulfilled products (read by the delivery domain).",
    columns: {
      future_availability: { doc: "JSON array of { date, quantity }." },
    },
  },
  legacy_orders: {
    doc: "An order imported from the previous system (issue 6): read-only.",
  },
  legacy_paths: {
    columns: {
      retired_on: { doc: "Date (YYYY-MM-DD) the old path was retired." },
    },
  },
  login_attempts: {
    doc: "Failed logins of one client (clientLimitKey) on one account (ADR 065).",
  },
  media_events: {
    doc: "Every change to the library, with the staff member who made it.",
    columns: {
      detail: { doc: "What the change touched: the page slot or product an image was placed on." },
      actor: { doc: '"staff:<customer id>".' },
    },
  },
  media_files: {
    doc: "An image staff uploaded, served at /media/{name}; `name` is content-hashed, so it never changes.",
    columns: {
      created_by: { doc: '"staff:<customer id>" of the admin who uploaded it.' },
    },
  },
  pages: {
    columns: {
      path: { doc: "Canonical path: lower-case, leading and trailing slash." },
      logged_only: { type: "SqliteBoolean" },
      auth_opt_out: { type: "SqliteBoolean" },
      indexable: { type: "SqliteBoolean" },
      breadcrumbs_json: { doc: "JSON array of { label, path }." },
      blocks_json: { doc: "JSON array of content blocks, validated against the block schema when written." },
    },
  },
  product_custom_configs: {
    columns: {
      key: { doc: "Short deterministic key of (tenant, product, config)." },
    },
  },
  product_prices: {
    doc: "The price table of a product in one currency (JSON, amounts in hundredths of a minor unit).",
  },
  products: {
    doc: "A product of one tenant; the definition (features, quantity and priority models) is JSON.",
    columns: {
      configuration_id: { doc: "Globally unique id of the product configuration (spec §3 configurationId)." },
      image_url: {
        doc: "A media library image shown instead of the drawn product image (issue 16 §6); null: the drawing.",
      },
    },
  },
  promocodes: {
    columns: {
      code: { doc: "Upper-cased." },
      currency_code: {
        doc: "Null: valid in every currency (percent codes); fixed codes name their currency.",
      },
      discount_value: { doc: "Percent codes: basis points (1000 = 10 %); fixed codes: minor units." },
      minimum_cent_amount: { doc: "Minimum amount excluding VAT, minor units." },
      product_keys_json: {
        doc: "JSON array of product keys the code is limited to; null for every product.",
      },
      customer_id: { doc: "A personal code (the welcome code): only this customer may use it." },
      single_use: { doc: "1: one order uses it up (redeemed_*)." },
    },
  },
  quote_requests: {
    doc: "Custom quotes (issue 16, ADR 026).",
    columns: {
      quote_number: { doc: 'Shown to the customer and staff: "DV-2026-0001" (fr), "QT-2026-0001" (en).' },
      status: { doc: "new → answered → accepted | declined; accepted → ordered once an order used it." },
      options_json: { doc: "The configuration asked about: { feature: value }." },
      deadline: { doc: "YYYY-MM-DD the customer needs it by, or null." },
      attachment_type: { doc: "By content: pdf, png, jpeg or tiff." },
      price_cent: { doc: "Staff's price for the whole job, excluding VAT, in minor units of currency_code." },
      valid_until: { doc: "YYYY-MM-DD, last day the answer can be accepted and ordered." },
      order_id: { doc: "The order that used the accepted quote (one use)." },
    },
  },
  saved_designs: {
    doc: 'A product configuration a customer keeps in "my designs" (migration 014).',
  },
  search_documents: {
    columns: {
      language: { doc: 'Base locale of the tenant when indexed ("fr", "en").' },
      document_key: { doc: '"product:<productKey>", "page:<pageKey>" or "glossary:<term id>".' },
      position: { doc: "Order among equally relevant hits (catalogue position, then page order)." },
      from_prices_json: {
        doc: "Products: { currency: lowest default-configuration price excl. VAT, minor units }.",
      },
    },
  },
  search_fts: {
    doc: "The FTS5 index; rowid = search_documents.id.",
  },
  search_keywords: {
    doc: 'Synonyms a tenant attaches to one search document ("product:business-cards"), comma-separated.',
  },
  search_terms: {
    doc: "A tenant's vocabulary (normalised words of its documents), for typo tolerance.",
  },
  shipping_rates: {
    doc: "Carriage per tenant, currency, destination and delivery speed (migration 025).",
    columns: {
      cent_amount: { doc: "Excluding VAT, minor units." },
    },
  },
  sign_in_links: {
    doc: "One-time sign-in links mailed at registration (ADR 066): the same shape as password_resets.",
  },
  tenant_currencies: {
    columns: {
      file_check_cent_amount: { doc: "Price of the file check service in this currency, minor units." },
      free_shipping_from_cent: {
        doc: "Goods total excluding VAT from which delivery is free, minor units; null: never (migration 025).",
      },
    },
  },
  tenants: {
    columns: {
      key: { doc: "Key sent by the storefront as fe-x-tenant." },
      tracking_container_id: { doc: "Analytics container id (e.g. a tag manager id), not a visitor id." },
      public_origin: {
        doc: "The shop's public origin (scheme://host[:port]): absolute links in mails (migration 033).",
      },
      mail_from: {
        doc: "The shop's own sender, `Name <address>`; null → MAIL_FROM, else the shop's name and support address.",
      },
      seller_json: {
        doc: "The seller's legal identity on invoices, JSON (migration 034, commerce-api/invoices/seller.ts).",
      },
      carriers_json: {
        doc: "The shop's carriers, `[{key, name, trackingUrl}]` with `{number}` in the URL (migration 035).",
      },
    },
  },
};
