import type { Kysely, Selectable, Transaction } from "kysely";
import type { Quote, QuoteStatus } from "#contract/quotes/quote.schemas";
import { lockRow } from "../db/dialect";
import type { Database, QuoteRequestsTable } from "../db/schema";
import { HttpError } from "../http/errors";
import { isExpired, quoteNumber } from "./quotes.rules";

type Db = Kysely<Database>;
export type QuoteRow = Selectable<QuoteRequestsTable>;
type NewQuote = Omit<QuoteRow, "quote_number">;

/** Inserts a request with the tenant's next number for the year, in one transaction. */
export async function insertQuote(db: Db, quote: NewQuote, year: number): Promise<QuoteRow> {
  return db.transaction().execute(async (trx) => {
    // Numbers count the tenant's requests: one numbering at a time (a no-op on SQLite).
    await lockRow(trx, "tenants", quote.tenant_key, "key");
    const count = await trx
      .selectFrom("quote_requests")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("tenant_key", "=", quote.tenant_key)
      .executeTakeFirstOrThrow();
    const row = { ...quote, quote_number: quoteNumber(quote.tenant_key, year, Number(count.count) + 1) };
    await trx.insertInto("quote_requests").values(row).execute();
    return row;
  });
}

export function findQuote(db: Db, tenantKey: string, id: string) {
  return db
    .selectFrom("quote_requests")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function listCustomerQuotes(db: Db, tenantKey: string, customerId: string) {
  return db
    .selectFrom("quote_requests")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
}

/** Staff's desk: the shop's requests, those still to answer first, with who asked. */
export function listShopQuotes(db: Db, tenantKey: string, status: QuoteStatus | null) {
  let query = db
    .selectFrom("quote_requests as q")
    .innerJoin("customers as c", "c.id", "q.customer_id")
    .selectAll("q")
    .select(["c.email", "c.first_name", "c.last_name"])
    .where("q.tenant_key", "=", tenantKey);
  if (status) query = query.where("q.status", "=", status);
  return query.orderBy("q.created_at", "desc").limit(100).execute();
}

/** Moves a quote on only from the status it was read in (a concurrent change wins, this one is a 409). */
export async function moveQuote(
  db: Db,
  quote: QuoteRow,
  changes: Partial<Omit<QuoteRow, "id" | "tenant_key" | "customer_id">>,
): Promise<QuoteRow> {
  const moved = await db
    .updateTable("quote_requests")
    .set(changes)
    .where("id", "=", quote.id)
    .where("status", "=", quote.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new HttpError(409, "QUOTE_CHANGED", "This quote changed meanwhile");
  return { ...quote, ...changes };
}

/**
 * Inside the order's transaction: every quote the cart's lines carry must be the customer's,
 * accepted and still valid, and becomes `ordered` by this order. Otherwise the whole order is
 * refused (the transaction rolls back and the cart stays open).
 */
export async function claimQuotes(
  trx: Transaction<Database>,
  claim: { quoteIds: readonly string[]; customerId: string; orderId: string; today: string; now: string },
): Promise<void> {
  if (claim.quoteIds.length === 0) return;
  const ids = [...new Set(claim.quoteIds)];
  const claimed = await trx
    .updateTable("quote_requests")
    .set({ status: "ordered", order_id: claim.orderId, decided_at: claim.now })
    .where("id", "in", ids)
    .where("customer_id", "=", claim.customerId)
    .where("status", "=", "accepted")
    .where("valid_until", ">=", claim.today)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== ids.length)
    throw new HttpError(409, "QUOTE_UNAVAILABLE", "A quote in this cart has expired or was already ordered");
}

type StoredOption = Quote["options"][number] & { hidden?: boolean };

/** The configuration as the customer chose it, without the features the product page hides. */
export function shownOptions(optionsJson: string): Quote["options"] {
  return (JSON.parse(optionsJson) as StoredOption[])
    .filter((option) => !option.hidden)
    .map(({ name, label, value, valueLabel }) => ({ name, label, value, valueLabel }));
}

export function toQuoteView(row: QuoteRow, today: string): Quote {
  const answered = row.price_cent !== null && row.valid_until !== null && row.answered_at !== null;
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    status: row.status as QuoteStatus,
    productKey: row.product_key,
    productName: row.product_name,
    options: shownOptions(row.options_json),
    quantity: row.quantity,
    deadline: row.deadline,
    country: row.country,
    currencyCode: row.currency_code,
    message: row.message,
    attachment:
      row.attachment_name && row.attachment_type
        ? { name: row.attachment_name, type: row.attachment_type, sizeBytes: row.attachment_size ?? 0 }
        : null,
    answer: answered
      ? {
          price: { centAmount: row.price_cent as number, currencyCode: row.currency_code },
          validUntil: row.valid_until as string,
          note: row.staff_note,
          answeredAt: row.answered_at as string,
        }
      : null,
    expired: (row.status === "answered" || row.status === "accepted") && isExpired(row.valid_until, today),
    createdAt: row.created_at,
  };
}
