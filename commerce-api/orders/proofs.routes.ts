import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { ARTWORK_STATUSES, lineTakesFile } from "#contract/orders/files-due";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { proofDecisionBodySchema } from "#contract/orders/order.requests";
import { shopLinkPath } from "../accounts/sign-in-links";
import { requireStaff } from "../accounts/staff-access";
import { ARTWORK_CONTENT_TYPES, type ArtworkType } from "../artwork/artwork.rules";
import { settleStatus } from "../artwork/artwork-status";
import { headerFileName } from "../artwork/file-name";
import {
  copyOrderFile,
  inspectUploadedFile,
  readOrderFile,
  readUploadedFile,
  storeOrderFile,
} from "../artwork/order-files";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { Database } from "../db/schema";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { paragraphs, queueRequestMail, shopLink } from "../mail/request-mail";
import { findOrder, type OrderRow } from "./orders.repository";
import { requireOwnOrder } from "./own-order";
import { lineNeedsProof, listProofs, type ProofRow, proofView, storedLines } from "./proofs.repository";
import { acceptsNewProof, decidableProof, nextProofVersion, proofReadyEmail } from "./proofs.rules";
import { findByNumber, staffView } from "./staff.routes";

/**
 * Proof approval (issue 36 §4, ADR 074): staff send a proof of a design-service line, the customer
 * approves it or asks for changes with a comment, staff send the next version; the approved one
 * becomes the line's print file. Every version and decision stays, with who and when.
 */

const isOpen = (order: OrderRow) => (ARTWORK_STATUSES as readonly string[]).includes(order.status);

const proofFields = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  lineItemId: z.string().trim().min(1).max(100),
});

/** POST admin/order/proof (multipart: orderNumber, lineItemId, file): a new version, mailed to the customer. */
async function uploadProof(context: RequestContext) {
  const staff = await requireStaff(context, "orders:write");
  const upload = await readUploadedFile(context);
  const fields = proofFields.safeParse(upload.fields);
  if (!fields.success) throw badRequest("VALIDATION_ERROR", "orderNumber and lineItemId are required");
  const file = upload.requireFile();
  const order = await findByNumber(context, fields.data.orderNumber);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  const line = storedLines(order).find((candidate) => candidate.id === fields.data.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  if (!lineNeedsProof(line))
    throw new HttpError(409, "NO_PROOF_NEEDED", "This item is printed from the customer's file");
  if (!isOpen(order)) throw new HttpError(409, "ORDER_LOCKED", "Production has started");
  const proofs = (await listProofs(context.db, order.id)).filter((proof) => proof.line_item_id === line.id);
  if (!acceptsNewProof(proofs))
    throw new HttpError(409, "PROOF_APPROVED", "The customer approved a proof already");
  const { bytes, type } = await inspectUploadedFile(context, file, line.productKey);
  const storedName = await storeOrderFile(context, order.id, bytes, type);
  const customer = await context.db
    .selectFrom("customers")
    .select("email")
    .where("id", "=", order.customer_id)
    .executeTakeFirstOrThrow();
  const version = nextProofVersion(proofs);
  const email = proofReadyEmail(context.tenant.baseLocale, context.tenant.name, {
    orderNumber: order.order_number,
    productName: line.mcpProdName ?? "",
    version,
  });
  const link = shopLink(
    context,
    `${await shopLinkPath(context, "orderDetail")}?${new URLSearchParams({ id: order.id })}`,
  );
  const now = context.now().toISOString();
  // The version, the older one it replaces and the mail commit together: no mail for a proof that isn't there.
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("line_proofs")
      .set({ status: "superseded" })
      .where("order_id", "=", order.id)
      .where("line_item_id", "=", line.id)
      .where("status", "=", "awaiting_decision")
      .execute();
    await trx
      .insertInto("line_proofs")
      .values({
        id: randomUUID(),
        order_id: order.id,
        line_item_id: line.id,
        version,
        stored_name: storedName,
        original_name: (file.name || `proof.${type}`).slice(0, 200),
        file_type: type,
        size_bytes: bytes.byteLength,
        uploaded_by: `staff:${staff.id}`,
        uploaded_at: now,
        status: "awaiting_decision",
        decided_by: null,
        decided_at: null,
        comment: null,
      })
      .execute();
    await queueRequestMail(context, trx, {
      kind: "proof-ready",
      to: customer.email,
      subject: email.subject,
      blocks: [...paragraphs(email.body), { link, label: email.label }],
    });
  });
  return staffView(context, order);
}

/** POST order/proof-decision: the customer approves the newest proof, or asks for changes saying which. */
async function decideProof(context: RequestContext) {
  const body = await readJsonBody(context.request, proofDecisionBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  if (!isOpen(order)) throw new HttpError(409, "ORDER_LOCKED", "Production has started");
  const all = await listProofs(context.db, order.id);
  const target = all.find((proof) => proof.id === body.proofId);
  const proof =
    target &&
    decidableProof(
      all.filter((p) => p.line_item_id === target.line_item_id),
      target.id,
    );
  if (!proof) throw notFound("PROOF_NOT_FOUND", "No such proof");
  if (proof === "stale") throw new HttpError(409, "PROOF_DECIDED", "This proof was decided on or replaced");
  const now = context.now().toISOString();
  const approved = body.decision === "approve";
  // A design-service line prints the approved proof; a file line keeps printing the customer's checked file.
  const line = storedLines(order).find((candidate) => candidate.id === proof.line_item_id);
  const printsProof = approved && !lineTakesFile(line?.merchantInfo?.selectedUploadType);
  const printFile = printsProof ? await copyOrderFile(context, order.id, proof.stored_name) : null;
  await context.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable("line_proofs")
      .set({
        status: approved ? "approved" : "changes_requested",
        decided_by: `customer:${customer.id}`,
        decided_at: now,
        comment: approved ? null : (body.comment ?? null),
      })
      .where("id", "=", proof.id)
      .where("status", "=", "awaiting_decision")
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1)
      throw new HttpError(409, "PROOF_DECIDED", "This proof was decided on or replaced");
    if (printFile) await insertPrintFile(trx, proof, printFile, now);
  });
  const updated = (await findOrder(context.db, context.tenant.key, order.id)) ?? order;
  // An approved proof may complete the order's files: it moves on to the file check as an upload would.
  if (approved) await settleStatus(context, updated, now);
  return { proofs: (await listProofs(context.db, order.id)).map((row) => proofView(row)) };
}

/** The approved proof, as the line's (first set's) print file: what production prints. */
async function insertPrintFile(trx: Kysely<Database>, proof: ProofRow, storedName: string, now: string) {
  await trx
    .insertInto("artwork_files")
    .values({
      id: randomUUID(),
      order_id: proof.order_id,
      line_item_id: proof.line_item_id,
      set_index: 0,
      stored_name: storedName,
      original_name: proof.original_name,
      file_type: proof.file_type,
      size_bytes: proof.size_bytes,
      status: "accepted",
      rejection_reason: null,
      created_at: now,
    })
    .execute();
}

function fileResponse(bytes: Buffer, proof: ProofRow) {
  const name = headerFileName(proof.original_name, proof.file_type);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": ARTWORK_CONTENT_TYPES[proof.file_type as ArtworkType] ?? "application/octet-stream",
      "content-disposition": `inline; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // Kept byte for byte: opened on its own, it runs nothing.
      "content-security-policy": "default-src 'none'; img-src 'self'; object-src 'self'; sandbox",
    },
  });
}

async function proofFile(context: RequestContext, order: OrderRow, proofId: string) {
  const proof = (await listProofs(context.db, order.id)).find((candidate) => candidate.id === proofId);
  const bytes = proof ? await readOrderFile(context, order.id, proof.stored_name) : null;
  if (!proof || !bytes) throw notFound("PROOF_NOT_FOUND", "No such proof");
  return fileResponse(bytes, proof);
}

/** GET order/{id}/proof/{proofId}: the owner's proof file; 404 for anyone else. */
async function customerProofFile(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  return proofFile(context, order, context.params.proofId ?? "");
}

/** GET admin/order/{number}/proof/{proofId}: the proof as staff sent it. */
async function staffProofFile(context: RequestContext) {
  await requireStaff(context, "orders:read");
  const order = await findByNumber(context, context.params.number ?? "");
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  return proofFile(context, order, context.params.proofId ?? "");
}

export const proofRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.staffUploadProof, uploadProof),
  route(orderEndpoints.staffProofFile, staffProofFile),
  route(orderEndpoints.decideProof, decideProof),
  route(orderEndpoints.proofFile, customerProofFile),
];
