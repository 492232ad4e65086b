import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findCustomerById,
  findSession,
  findSessionCustomer,
} from "../../commerce-api/accounts/accounts.repository";
import {
  findAnonymousCart,
  findCartForSession,
  findCustomerCart,
} from "../../commerce-api/cart/cart.repository";
import { findLineItem, listLineItems } from "../../commerce-api/cart/cart-lines.repository";
import { readCustomerCart } from "../../commerce-api/cart/customer-cart.repository";
import type { Database } from "../../commerce-api/db/schema";
import { handOverDesigns } from "../../commerce-api/design/design.repository";
import { findCartOrder, findOrder } from "../../commerce-api/orders/orders.repository";
import { createTestApi, type TestApi } from "./helpers";
import { onPostgres } from "./test-database";

/**
 * The lookups every signed-in page view makes must find their rows through an index, not read a table
 * whose size grows with the shop's traffic (issue 18 §7, ADR 052). Each repository function runs on
 * the migrated database; the SQL it sent is asked for SQLite's query plan.
 */

let test: TestApi;
let sqlite: SqliteDatabase.Database;
let db: Kysely<Database>;
const sent: { sql: string; parameters: readonly unknown[] }[] = [];

beforeAll(async () => {
  test = await createTestApi();
  sqlite = new SqliteDatabase(path.join(test.dataDir, "commerce.sqlite"), { readonly: true });
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === "query") sent.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
});
afterAll(async () => {
  await db.destroy();
  test.dispose();
});

/** SQLite's plan for each statement `lookup` sent, one line per step. */
async function plansOf(lookup: () => Promise<unknown>): Promise<string[][]> {
  sent.length = 0;
  await lookup();
  return sent.map(({ sql, parameters }) =>
    (sqlite.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[]).map(
      (row) => row.detail,
    ),
  );
}

const lookups: [string, () => Promise<unknown>, string][] = [
  ["a customer's open cart", () => findCustomerCart(db, "fr", "customer-1"), "carts_customer_open"],
  ["a visitor's open cart", () => findAnonymousCart(db, "fr", "visitor-1"), "carts_tenant_anonymous"],
  ["a cart's lines", () => listLineItems(db, "cart-1"), "cart_line_items_cart"],
  ["a login session", () => findSession(db, "session-1"), "sqlite_autoindex_auth_sessions_1"],
  ["a customer", () => findCustomerById(db, "fr", "customer-1"), "sqlite_autoindex_customers_1"],
  [
    "a signed-in call's session and customer",
    () => findSessionCustomer(db, "fr", "session-1", "customer-1"),
    "sqlite_autoindex_auth_sessions_1",
  ],
  [
    "a visit's designs and pictures waiting for the account",
    () => handOverDesigns(db, "fr", "visitor-1", "customer-1"),
    "designs_visitor",
  ],
  [
    "a visit's pictures waiting for the account",
    () => handOverDesigns(db, "fr", "visitor-1", "customer-1"),
    "design_images_visitor",
  ],
  [
    "a cart and its customer's session (ADR 095)",
    () => findCartForSession(db, "fr", "cart-1", { sessionId: "session-1", customerId: "customer-1" }),
    "sqlite_autoindex_auth_sessions_1",
  ],
  [
    "a cart, no session claimed",
    () => findCartForSession(db, "fr", "cart-1", null),
    "sqlite_autoindex_carts_1",
  ],
  ["a line being edited", () => findLineItem(db, "cart-1", "line-1"), "sqlite_autoindex_cart_line_items_1"],
  ["an order", () => findOrder(db, "fr", "order-1"), "sqlite_autoindex_orders_1"],
  ["a cart's order", () => findCartOrder(db, "fr", "cart-1", "customer-1"), "INDEX"],
];

describe.skipIf(onPostgres)("hot lookups use an index", () => {
  it.each(lookups)("%s", async (_name, lookup, index) => {
    const plans = await plansOf(lookup);
    expect(plans).toHaveLength(1);
    const [plan] = plans as [string[]];
    expect(plan.join(" | ")).toContain(index);
    // A SCAN of a table, or a SEARCH on the tenant alone, reads every row of the shop (a select without
    // a table, as EXISTS checks are, scans one constant row).
    expect(plan.some((step) => /^SCAN (?!CONSTANT ROW)|\(tenant_key=\?\)$/.test(step))).toBe(false);
  });
});

describe.skipIf(onPostgres)("a signed-in cart view's single read (ADR 079)", () => {
  it("finds the cart, the visit's leftovers, the lines and the addresses each through an index", async () => {
    const plans = await plansOf(() =>
      readCustomerCart(db, "fr", { sessionId: "session-1", customerId: "customer-1" }, "visitor-1"),
    );
    expect(plans).toHaveLength(1);
    const plan = (plans[0] ?? []).join(" | ");
    for (const index of [
      "carts_customer_open",
      "carts_tenant_anonymous",
      "designs_visitor",
      "design_images_visitor",
      "cart_line_items_cart",
      "sqlite_autoindex_cart_addresses_1",
    ])
      expect(plan).toContain(index);
    // Only the query's own one-cart and one-cart-contents results are scanned, never a stored table.
    const scans = (plans[0] ?? []).filter((step) => /^SCAN /.test(step));
    expect(new Set(scans)).toEqual(new Set(["SCAN cart", "SCAN content LEFT-JOIN"]));
  });
});
