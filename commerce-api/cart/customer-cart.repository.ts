import { type Kysely, sql } from "kysely";
import { type SessionClaims, sessionIsOpen } from "../accounts/accounts.repository";
import { executePrepared } from "../db/prepared-statements";
import type { Database } from "../db/schema";
import type { CartRow } from "./cart.repository";
import { type CartAddressRow, cartAddressesOf } from "./cart-addresses.repository";
import type { StoredLineItem } from "./line-item";

type Db = Kysely<Database>;

/** A signed-in customer's open cart as the cart view needs it, read in one query. */
export interface CustomerCartRead {
  cart: CartRow;
  items: StoredLineItem[];
  addresses: ReturnType<typeof cartAddressesOf>;
  /**
   * The visit before sign-in left a cart, designs or design pictures still to hand over (spec §4):
   * the caller then takes the hand-over path, which reads them itself.
   */
  waiting: boolean;
}

interface Row extends CartRow {
  visitor_cart: number | boolean;
  visitor_designs: number | boolean;
  visitor_design_images: number | boolean;
  content_kind: "line" | "shipping" | "billing" | null;
  content_json: string | null;
  content_address_id: string | null;
}

/**
 * Every signed-in page view asks for the cart (POST cart). Its reads were five queries — the
 * visitor's cart, the visitor's designs, the customer's cart, its lines, its addresses — each a
 * network round trip on PostgreSQL, which made a signed-in cart cost +30–80 % CPU over SQLite
 * (issue 37 §4, ADR 079). Here they are one: the customer's latest open cart, whether anything of
 * the visit waits to be handed over, and the cart's lines and kept addresses as one row each
 * (none: one row with null content). Same filters and order as findCustomerCart, findAnonymousCart,
 * handOverDesigns, listLineItems and cartAddresses, which the rarer paths still use.
 * The access token's session is checked in the same statement (findSessionCustomer's conditions): a
 * revoked or foreign session reads nothing, and the caller's own lookup then refuses it (ADR 095).
 */
export async function readCustomerCart(
  db: Db,
  tenantKey: string,
  session: SessionClaims,
  anonymousUserId: string,
): Promise<CustomerCartRead | undefined> {
  const { customerId } = session;
  const visitorsOwn = (table: "carts" | "designs" | "design_images") =>
    sql`exists (select 1 from ${sql.table(table)} where tenant_key = ${tenantKey} and customer_id is null and anonymous_user_id = ${anonymousUserId}${table === "carts" ? sql` and checked_out_at is null` : sql``})`;
  const { rows } = await executePrepared(
    db,
    sql<Row>`
    with cart as (
      select * from carts
      where tenant_key = ${tenantKey} and customer_id = ${customerId} and checked_out_at is null
        and ${sessionIsOpen(tenantKey, session)}
      order by created_at desc, id desc
      limit 1
    )
    select cart.*,
      ${visitorsOwn("carts")} as visitor_cart,
      ${visitorsOwn("designs")} as visitor_designs,
      ${visitorsOwn("design_images")} as visitor_design_images,
      content.kind as content_kind, content.json as content_json, content.address_id as content_address_id
    from cart
    left join (
      select 'line' as kind, line_item_json as json, null as address_id, created_at as sort_at, id as sort_id
      from cart_line_items where cart_id = (select id from cart)
      union all
      select type, address_json, customer_address_id, null, null
      from cart_addresses where cart_id = (select id from cart)
    ) content on 1 = 1
    order by content.sort_at, content.sort_id`,
  );
  const first = rows[0];
  if (!first) return undefined;
  const items: StoredLineItem[] = [];
  const addresses: CartAddressRow[] = [];
  for (const row of rows) {
    if (row.content_kind === "line") items.push(JSON.parse(row.content_json ?? "null") as StoredLineItem);
    else if (row.content_kind)
      addresses.push({
        type: row.content_kind,
        customer_address_id: row.content_address_id ?? "",
        address_json: row.content_json ?? "null",
      });
  }
  return {
    cart: cartOf(first),
    items,
    addresses: cartAddressesOf(addresses),
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    waiting: Boolean(first.visitor_cart || first.visitor_designs || first.visitor_design_images),
  };
}

function cartOf(row: Row): CartRow {
  const { id, tenant_key, anonymous_user_id, customer_id, currency_code, country, locale } = row;
  const { created_at, updated_at, checked_out_at } = row;
  return {
    id,
    tenant_key,
    anonymous_user_id,
    customer_id,
    currency_code,
    country,
    locale,
    created_at,
    updated_at,
    checked_out_at,
  };
}
