import type { Kysely, Selectable } from "kysely";
import { lineTakesFile } from "#contract/orders/files-due";
import type { Database, LineProofsTable } from "../db/schema";
import type { DeskLine } from "./order-desk.rules";
import type { OrderRow } from "./orders.repository";
import { outdatedByNewFile } from "./proofs.rules";

/** Proof versions of an order's lines (issue 36 §4): stored rows and how the API shows them. */

export type ProofRow = Selectable<LineProofsTable>;

interface StoredLine {
  id: string;
  productKey?: string;
  mcpProdName?: string;
  jobName?: string | null;
  multiArtworkSetsNumber?: number;
  merchantInfo?: { selectedUploadType?: string };
  proofRequired?: boolean;
  services?: { key: string }[];
}

export const storedLines = (order: OrderRow): StoredLine[] =>
  (JSON.parse(order.order_json) as { lineItems?: StoredLine[] }).lineItems ?? [];

/**
 * A design-service line is printed from a proof the customer approved, never from a file they send; a
 * line of a product that asks for a proof (catalogue `fileFlow.proof`) needs its checked file and an
 * approved proof of it.
 */
export const lineNeedsProof = (line: StoredLine): boolean =>
  !lineTakesFile(line.merchantInfo?.selectedUploadType) || line.proofRequired === true;

export const deskLines = (order: OrderRow): DeskLine[] =>
  storedLines(order).map((line) => ({
    id: line.id,
    sets: Math.max(1, line.multiArtworkSetsNumber ?? 1),
    takesFile: lineTakesFile(line.merchantInfo?.selectedUploadType),
    needsProof: lineNeedsProof(line),
  }));

export function listProofs(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom("line_proofs")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("line_item_id")
    .orderBy("version")
    .execute();
}

/**
 * The customer replaced or removed a line's file: its approved (or awaited) proof no longer shows what
 * would print, so it stops counting (outdatedByNewFile). Run in the transaction that changes the file.
 */
export async function outdateLineProofs(
  trx: Kysely<Database>,
  order: { id: string },
  lineItemId: string,
  now: string,
) {
  const proofs = await trx
    .selectFrom("line_proofs")
    .select(["id", "version", "status"])
    .where("order_id", "=", order.id)
    .where("line_item_id", "=", lineItemId)
    .execute();
  const outdated = outdatedByNewFile(proofs).map((proof) => proof.id);
  if (outdated.length === 0) return;
  await trx
    .updateTable("line_proofs")
    .set({ status: "outdated", outdated_at: now })
    .where("id", "in", outdated)
    .execute();
}

/** A proof as the API shows it; who uploaded and decided is for staff only. */
export function proofView(row: ProofRow, forStaff = false) {
  const view = {
    id: row.id,
    lineItemId: row.line_item_id,
    version: row.version,
    fileName: row.original_name,
    fileType: row.file_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.uploaded_at,
    status: row.status,
    decidedAt: row.decided_at,
    comment: row.comment,
    outdatedAt: row.outdated_at,
  };
  return forStaff ? { ...view, uploadedBy: row.uploaded_by, decidedBy: row.decided_by } : view;
}
