import { type FileSlotFile, type FileSlotLine, missingFileSlots } from "#contract/orders/files-due";
import { awaitsPrintChoice } from "#contract/orders/print-resolution";
import { canTransition, ORDER_STATUSES, type OrderStatus } from "./orders.rules";

/**
 * The order desk as a state machine (issue 36 §4, ADR 074): staff move an order forward only, each
 * step once; a repeated click is answered with the current state; production waits for every line's
 * print file (checked) or proof (approved); "transfer received" exists only while a transfer is awaited.
 * Pure: the route reads the order, files and proofs and applies what this decides.
 */

export interface DeskOrder {
  status: OrderStatus;
  paymentMethod: string;
  paidCent: number;
  taxedCent: number;
}

/** A line of the order as production sees it: a print file per set, or a proof to approve. */
export interface DeskLine extends FileSlotLine {
  needsProof: boolean;
}

export interface DeskProof {
  lineItemId: string;
  status: string;
}

export type ProductionBlocker =
  | { lineItemId: string; reason: "file_missing" | "proof_not_approved" }
  /** A file too small for its printed size, without the customer's "print as is" (ADR 081). */
  | { lineItemId: string; reason: "low_resolution"; dpi: number };

/** Why production can't start yet: the lines still lacking a checked file or an approved proof. */
export function productionBlockers(
  lines: readonly DeskLine[],
  files: readonly FileSlotFile[],
  proofs: readonly DeskProof[],
): ProductionBlocker[] {
  const missing = new Set(missingFileSlots(lines, files).map((slot) => slot.lineItemId));
  return lines.flatMap((line): ProductionBlocker[] => {
    // A low-resolution file is there but not printable yet: staff see why, with its measure.
    const unchosen = files.find((file) => file.lineItemId === line.id && awaitsPrintChoice(file));
    if (line.takesFile && unchosen)
      return [{ lineItemId: line.id, reason: "low_resolution", dpi: unchosen.printDpi ?? 0 }];
    // A proof is made from the customer's file, so a missing file is said first.
    if (missing.has(line.id)) return [{ lineItemId: line.id, reason: "file_missing" }];
    if (line.needsProof && !proofs.some((p) => p.lineItemId === line.id && p.status === "approved"))
      return [{ lineItemId: line.id, reason: "proof_not_approved" }];
    return [];
  });
}

/** "Transfer received" is staff's to say only for an order paid by transfer that still owes money. */
export const awaitsTransfer = (order: DeskOrder): boolean =>
  order.status === "awaiting_payment" &&
  order.paymentMethod === "bank_transfer" &&
  order.paidCent < order.taxedCent;

export type DeskRefusal =
  | "TRANSITION_NOT_ALLOWED"
  | "NOT_AWAITING_TRANSFER"
  | "PRODUCTION_NOT_READY"
  | "CANCEL_REASON_REQUIRED";

export type DeskDecision = { kind: "move" } | { kind: "unchanged" } | { kind: "refused"; code: DeskRefusal };

/**
 * What a staff move does. Cancelling needs a reason; everything else follows the lifecycle table
 * (orders.rules.ts), which only goes forward.
 */
export function decideStaffMove(
  order: DeskOrder,
  to: OrderStatus,
  blockers: readonly ProductionBlocker[],
  cancelReason?: string,
): DeskDecision {
  // The same click twice (a double submit, a stale tab) lands where the first one did.
  if (order.status === to) return { kind: "unchanged" };
  if (!canTransition(order.status, to)) return { kind: "refused", code: "TRANSITION_NOT_ALLOWED" };
  if (order.status === "awaiting_payment" && to === "awaiting_artwork" && !awaitsTransfer(order))
    return { kind: "refused", code: "NOT_AWAITING_TRANSFER" };
  if (to === "in_production" && blockers.length > 0) return { kind: "refused", code: "PRODUCTION_NOT_READY" };
  if (to === "cancelled" && !cancelReason?.trim()) return { kind: "refused", code: "CANCEL_REASON_REQUIRED" };
  return { kind: "move" };
}

/** The moves the desk offers: those that would be accepted now (production shows even when blocked, with why). */
export function deskMoves(order: DeskOrder): OrderStatus[] {
  return ORDER_STATUSES.filter(
    (to) =>
      canTransition(order.status, to) &&
      !(order.status === "awaiting_payment" && to === "awaiting_artwork" && !awaitsTransfer(order)),
  );
}
