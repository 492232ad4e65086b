import type { CustomerDataExport, JsonValue } from "#contract/account/data-rights.schemas";
import type { RequestContext } from "../context";
import type { CustomerRow } from "../db/schema";
import { toAddressView } from "./customer.view";

/**
 * A copy of everything the shop holds about one customer (GDPR art. 15 and 20; issue 36 §7), as
 * structured data a person or another service can read: profile, addresses, orders as placed,
 * designs, saved configurations, quote requests, wallet and the saved payment methods (masked).
 */
export async function collectCustomerData(
  context: RequestContext,
  customer: CustomerRow,
): Promise<CustomerDataExport> {
  const held = await readHeldRows(context.db, customer.id);
  return {
    exportedAt: context.now().toISOString(),
    shop: context.tenant.name,
    profile: profileOf(customer),
    addresses: held.addresses.map(({ type, ...row }) => {
      const { id: _id, ...address } = toAddressView({ type, ...row });
      return { type, ...address };
    }),
    orders: held.orders.map((row) => ({
      number: row.order_number,
      placedAt: row.created_at,
      status: row.status,
      currency: row.currency_code,
      totalCent: row.taxed_cent,
      paidCent: row.paid_cent,
      paymentMethod: row.payment_method,
      trackingNumber: row.tracking_number,
      placed: asRecord(readJson(row.order_json)),
    })),
    previousOrders: held.previous.map((row) => ({
      number: row.legacy_number,
      placedAt: row.placed_at,
      status: row.status_label,
      currency: row.currency_code,
      totalCent: row.taxed_cent,
      lines: readJson(row.lines_json),
    })),
    invoices: held.invoices.map((row) => ({
      number: row.number,
      kind: row.kind,
      currency: row.currency_code,
      totalInclCent: row.total_incl_cent,
      issuedAt: row.issued_at,
    })),
    ...creationsOf(held),
    wallet: {
      creditCent: customer.wallet_credit_cents,
      transactions: held.wallet.map((row) => ({
        kind: row.kind,
        amountCent: row.amount_cent,
        currency: row.currency_code,
        label: row.label,
        at: row.created_at,
      })),
    },
    paymentMethods: held.methods.map((row) => ({
      kind: row.kind,
      label: `${row.brand ?? row.kind} •••• ${row.last4}`,
      holderName: row.holder_name,
    })),
  };
}

/** Every table that holds something of the customer's, read at once. */
async function readHeldRows(db: RequestContext["db"], id: string) {
  const [addresses, orders, previous, designs, saved, quotes, wallet, methods, invoices] = await Promise.all([
    db
      .selectFrom("customer_addresses")
      .selectAll()
      .where("customer_id", "=", id)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("orders").selectAll().where("customer_id", "=", id).orderBy("created_at").execute(),
    db.selectFrom("legacy_orders").selectAll().where("customer_id", "=", id).orderBy("placed_at").execute(),
    db
      .selectFrom("designs")
      .select(["name", "product_key", "updated_at"])
      .where("customer_id", "=", id)
      .orderBy("updated_at")
      .execute(),
    db.selectFrom("saved_designs").selectAll().where("customer_id", "=", id).orderBy("created_at").execute(),
    db.selectFrom("quote_requests").selectAll().where("customer_id", "=", id).orderBy("created_at").execute(),
    db
      .selectFrom("wallet_transactions")
      .selectAll()
      .where("customer_id", "=", id)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("payment_methods")
      .selectAll()
      .where("customer_id", "=", id)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("invoices")
      .select(["number", "kind", "currency_code", "total_incl_cent", "issued_at"])
      .where("customer_id", "=", id)
      .orderBy("issued_at")
      .execute(),
  ]);
  return { addresses, orders, previous, designs, saved, quotes, wallet, methods, invoices };
}

function profileOf(customer: CustomerRow): CustomerDataExport["profile"] {
  return {
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    phone: customer.phone,
    accountType: customer.user_category === "1" ? "company" : "private",
    companyName: customer.company_name,
    vatNumber: customer.vat_number,
    registrationNumber: customer.company_registration_number,
    invoiceEmail: customer.invoice_email,
    newsletter: customer.newsletter === 1,
    createdAt: customer.created_at,
  };
}

/** What the customer made: online designs, saved configurations and quote requests. */
function creationsOf(held: Awaited<ReturnType<typeof readHeldRows>>) {
  return {
    designs: held.designs.map((row) => ({
      name: row.name,
      product: row.product_key,
      updatedAt: row.updated_at,
    })),
    savedConfigurations: held.saved.map((row) => ({
      name: row.name,
      product: row.product_name,
      savedAt: row.created_at,
    })),
    quoteRequests: held.quotes.map((row) => ({
      number: row.quote_number,
      product: row.product_name,
      status: row.status,
      message: row.message,
      requestedAt: row.created_at,
    })),
  };
}

function asRecord(value: JsonValue): Record<string, JsonValue> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}

/** Rows written by this API hold valid JSON; an export still never fails on one that doesn't. */
function readJson(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}
