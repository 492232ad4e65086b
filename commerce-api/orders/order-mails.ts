import type { Kysely } from "kysely";
import { ARTWORK_STATUSES, lineTakesFile, missingFileSlots } from "#contract/orders/files-due";
import type { StoredLineItem } from "../cart/line-item";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import { DEFAULT_CUTOFF_MINUTES, productionStart } from "../delivery/arrival-plan";
import type { MailAttachment, MailBlock } from "../mail/mail-layout";
import { queueRequestMail, shopLink } from "../mail/request-mail";
import { toOrderView } from "./order.view";
import type { EditSettlement } from "./order-edit.rules";
import {
  cancelledMail,
  editedMail,
  fileRefusedMail,
  filesNeededMail,
  type OrderMailBody,
  type OrderMailFacts,
  paymentReceivedMail,
  placedMail,
  type ScheduledDebit,
  shippedMail,
} from "./order-mail-content";
import type { OrderRow } from "./orders.repository";
import { shipmentOf } from "./tracking.rules";

/**
 * Every order mail (issue 36 §2, ADR 073): one function per mail, each queued in `trx`, the
 * transaction of the event that causes it (so a mail exists exactly when its event does), to the
 * order's customer, in the shop's language, linking to the order's page. Event sites call them in one
 * line; other mails (proof ready, invoices) follow the same shape.
 */

export type OrderMailContext = Pick<RequestContext, "tenant" | "mail" | "now">;
type Db = Kysely<Database>;

type FileLine = Pick<StoredLineItem, "id" | "multiArtworkSetsNumber" | "merchantInfo">;

async function findCustomerEmail(trx: Db, customerId: string): Promise<string | null> {
  const row = await trx
    .selectFrom("customers")
    .select("email")
    .where("id", "=", customerId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Online designs get their print file from the shop (generated at checkout), not from the customer. */
const customerSendsFile = (line: FileLine) =>
  lineTakesFile(line.merchantInfo?.selectedUploadType) &&
  !(line.merchantInfo?.selectedUploadType === "dex" && typeof line.merchantInfo?.dexDesignId === "string");

/** The lines whose file the customer still has to send, for some set. */
export async function linesMissingFiles(trx: Db, order: OrderRow): Promise<string[]> {
  const lines = (JSON.parse(order.order_json) as { lineItems?: FileLine[] }).lineItems ?? [];
  const files = await trx
    .selectFrom("artwork_files")
    .select(["line_item_id", "set_index", "status", "print_dpi", "print_as_is_at"])
    .where("order_id", "=", order.id)
    .execute();
  const missing = missingFileSlots(
    lines.map((line) => ({
      id: line.id,
      sets: line.multiArtworkSetsNumber ?? 1,
      takesFile: customerSendsFile(line),
    })),
    // A file too small for its print still waits for the customer's "print as is" (ADR 081).
    files.map((file) => ({
      lineItemId: file.line_item_id,
      setIndex: file.set_index,
      status: file.status,
      printDpi: file.print_dpi,
      printAsIsAt: file.print_as_is_at,
    })),
  );
  return [...new Set(missing.map((slot) => slot.lineItemId))];
}

async function orderPageLink(context: OrderMailContext, trx: Db, orderId: string): Promise<string> {
  const link = await trx
    .selectFrom("default_links")
    .select("path")
    .where("tenant_key", "=", context.tenant.key)
    .where("link_id", "=", "orderDetail")
    .executeTakeFirst();
  return shopLink(context, `${link?.path ?? "/"}?${new URLSearchParams({ id: orderId })}`);
}

/** What every order mail may say about the order, as it stands in `trx`. */
async function factsOf(context: OrderMailContext, trx: Db, order: OrderRow): Promise<OrderMailFacts> {
  const view = toOrderView(order);
  const lines = view.lineItems as StoredLineItem[];
  const filesDue =
    (ARTWORK_STATUSES as readonly string[]).includes(order.status) &&
    (await linesMissingFiles(trx, order)).length > 0;
  return {
    language: context.tenant.locale.startsWith("fr") ? "fr" : "en",
    locale: context.tenant.locale,
    currency: order.currency_code,
    number: order.order_number,
    orderUrl: await orderPageLink(context, trx, order.id),
    lines: lines.map((line) => ({
      id: line.id,
      name: line.mcpProdName,
      quantity: line.quantity,
      jobName: line.jobName ?? null,
      taxedCent: line.taxedTotalPriceWithServices.centAmount,
      arrival: line.promisedArrivalDate ?? null,
    })),
    shippingTaxedCent:
      (view.shipping as { taxedPrice?: { centAmount: number } } | null)?.taxedPrice?.centAmount ?? null,
    totalCent: order.total_cent,
    taxedCent: order.taxed_cent,
    dueCent: view.currentOrderAmountStillToPay,
    paymentMethod: order.payment_method,
    bankTransfer: view.bankTransfer,
    // Files arriving before the next production start's cut-off keep the promised arrival dates.
    filesNeededBy: filesDue ? productionStart(context.now(), DEFAULT_CUTOFF_MINUTES).date : null,
  };
}

/** What invoicing adds to an order mail: blocks after the mail's own, and files. */
export interface MailExtra {
  blocks: MailBlock[];
  attachments: MailAttachment[];
}

/** Reads the order in `trx`, composes the mail from its facts and queues it to the order's customer. */
async function queueOrderMail(
  context: OrderMailContext,
  trx: Db,
  orderId: string,
  kind: string,
  compose: (facts: OrderMailFacts, order: OrderRow) => OrderMailBody | null,
  /** Added by invoicing (ADR 072): the invoice or credit note attached, and a word about it or the refund. */
  extra?: MailExtra,
): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .where("tenant_key", "=", context.tenant.key)
    .executeTakeFirst();
  if (!order) return;
  const to = await findCustomerEmail(trx, order.customer_id);
  const body = to ? compose(await factsOf(context, trx, order), order) : null;
  if (!to || !body) return;
  await queueRequestMail(context, trx, {
    kind,
    to,
    subject: body.subject,
    blocks: [...body.blocks, ...(extra?.blocks ?? [])],
    attachments: extra?.attachments ?? [],
  });
}

/** The order is placed: lines, totals, arrival dates, how to pay, the date files are needed by. */
export const mailOrderPlaced = (context: OrderMailContext, trx: Db, orderId: string) =>
  queueOrderMail(context, trx, orderId, "order-placed", (facts) => placedMail(facts));

/**
 * A payment of `amountCent` was booked on the order (provider, wallet, or staff's "transfer received");
 * for a signed SEPA mandate, `debit` says it is a debit still to come (ADR 076), not money received.
 */
export const mailPaymentReceived = (
  context: OrderMailContext,
  trx: Db,
  orderId: string,
  amountCent: number,
  extra?: MailExtra,
  debit: ScheduledDebit | null = null,
) =>
  queueOrderMail(
    context,
    trx,
    orderId,
    "order-paid",
    (facts) => paymentReceivedMail(facts, amountCent, debit),
    extra,
  );

/** A day after payment some lines still have no file (the files-needed job; once per line). */
export const mailFilesNeeded = (
  context: OrderMailContext,
  trx: Db,
  orderId: string,
  lineIds: readonly string[],
) => queueOrderMail(context, trx, orderId, "order-files-needed", (facts) => filesNeededMail(facts, lineIds));

/** The file check refused a file, with its reason. */
export const mailFileRefused = (
  context: OrderMailContext,
  trx: Db,
  orderId: string,
  refusal: { lineItemId: string; fileName: string; reason: string },
) => queueOrderMail(context, trx, orderId, "order-file-refused", (facts) => fileRefusedMail(facts, refusal));

/** Staff marked the order shipped: the carrier and its tracking page. */
export const mailOrderShipped = (context: OrderMailContext, trx: Db, orderId: string) =>
  queueOrderMail(context, trx, orderId, "order-shipped", (facts, order) => {
    const shipment = shipmentOf(context.tenant.carriers, order.carrier, order.tracking_number);
    return shipment ? shippedMail(facts, shipment) : null;
  });

/** An edit was confirmed (never a draft): the new totals and what is due or credited. */
export const mailOrderEdited = (
  context: OrderMailContext,
  trx: Db,
  orderId: string,
  previousTaxedCent: number,
  settlement: Pick<EditSettlement, "additionalPaymentCent" | "walletIncreaseCent">,
  /** The credit note or supplementary invoice the edit issued (ADR 072), attached. */
  extra?: MailExtra,
) =>
  queueOrderMail(
    context,
    trx,
    orderId,
    "order-edited",
    (facts) => editedMail(facts, previousTaxedCent, settlement),
    extra,
  );

/** The order was cancelled. */
export const mailOrderCancelled = (context: OrderMailContext, trx: Db, orderId: string, extra?: MailExtra) =>
  queueOrderMail(context, trx, orderId, "order-cancelled", (facts) => cancelledMail(facts), extra);
