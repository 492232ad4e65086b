import { describe, expect, it } from "vitest";
import { type DeskOrder, decideStaffMove, deskMoves, productionBlockers } from "./order-desk.rules";
import type { OrderStatus } from "./orders.rules";

const order = (status: OrderStatus, extra: Partial<DeskOrder> = {}): DeskOrder => ({
  status,
  paymentMethod: "card",
  paidCent: 2988,
  taxedCent: 2988,
  ...extra,
});
const transferOrder = order("awaiting_payment", { paymentMethod: "bank_transfer", paidCent: 0 });
const fileLine = { id: "l1", sets: 1, takesFile: true, needsProof: false };
const designLine = { id: "l2", sets: 1, takesFile: false, needsProof: true };

describe("order desk state machine", () => {
  it("offers 'transfer received' only while a transfer is awaited", () => {
    expect(deskMoves(transferOrder)).toEqual(["awaiting_artwork", "cancelled"]);
    // A card payment still on its way is not a transfer staff can confirm.
    expect(deskMoves(order("awaiting_payment", { paidCent: 0 }))).toEqual(["cancelled"]);
    expect(decideStaffMove(order("awaiting_payment", { paidCent: 0 }), "awaiting_artwork", [])).toEqual({
      kind: "refused",
      code: "NOT_AWAITING_TRANSFER",
    });
    expect(decideStaffMove(transferOrder, "awaiting_artwork", [])).toEqual({ kind: "move" });
  });

  it("never moves back: file check offers production and cancel only", () => {
    expect(deskMoves(order("file_check"))).toEqual(["in_production", "cancelled"]);
    expect(decideStaffMove(order("file_check"), "awaiting_artwork", [])).toEqual({
      kind: "refused",
      code: "TRANSITION_NOT_ALLOWED",
    });
    expect(decideStaffMove(order("shipped"), "in_production", [])).toMatchObject({ kind: "refused" });
  });

  it("holds a line whose product asks for a proof: first for its file, then for the approved proof", () => {
    const penLine = { id: "l3", sets: 1, takesFile: true, needsProof: true };
    const accepted = [{ lineItemId: "l3", setIndex: 0, status: "accepted" }];
    expect(productionBlockers([penLine], [], [])).toEqual([{ lineItemId: "l3", reason: "file_missing" }]);
    expect(productionBlockers([penLine], accepted, [])).toEqual([
      { lineItemId: "l3", reason: "proof_not_approved" },
    ]);
    expect(productionBlockers([penLine], accepted, [{ lineItemId: "l3", status: "approved" }])).toEqual([]);
    // Approved, then the customer sent another file: that approval no longer counts (ADR 081).
    expect(productionBlockers([penLine], accepted, [{ lineItemId: "l3", status: "outdated" }])).toEqual([
      { lineItemId: "l3", reason: "proof_not_approved" },
    ]);
  });

  it("treats a low-resolution file without the customer's choice as missing, and says its dpi", () => {
    const low = { lineItemId: "l1", setIndex: 0, status: "accepted", printDpi: 150, printAsIsAt: null };
    const blockers = productionBlockers([fileLine], [low], []);
    expect(blockers).toEqual([{ lineItemId: "l1", reason: "low_resolution", dpi: 150 }]);
    expect(decideStaffMove(order("file_check"), "in_production", blockers)).toEqual({
      kind: "refused",
      code: "PRODUCTION_NOT_READY",
    });
    const chosen = { ...low, printAsIsAt: "2026-11-27T09:00:00.000Z" };
    expect(productionBlockers([fileLine], [chosen], [])).toEqual([]);
    // Sharp enough (or not measurable, a PDF): nothing to choose.
    expect(productionBlockers([fileLine], [{ ...low, printDpi: 300 }], [])).toEqual([]);
    expect(productionBlockers([fileLine], [{ ...low, printDpi: null }], [])).toEqual([]);
  });

  it("answers a repeated move with the current state, not a new step", () => {
    expect(decideStaffMove(order("awaiting_artwork"), "awaiting_artwork", [])).toEqual({ kind: "unchanged" });
    expect(decideStaffMove(order("in_production"), "in_production", [])).toEqual({ kind: "unchanged" });
  });

  it("refuses shipping before production and production while a line isn't ready", () => {
    expect(decideStaffMove(order("file_check"), "shipped", [])).toEqual({
      kind: "refused",
      code: "TRANSITION_NOT_ALLOWED",
    });
    const blockers = productionBlockers([fileLine, designLine], [], []);
    expect(blockers).toEqual([
      { lineItemId: "l1", reason: "file_missing" },
      { lineItemId: "l2", reason: "proof_not_approved" },
    ]);
    expect(decideStaffMove(order("file_check"), "in_production", blockers)).toEqual({
      kind: "refused",
      code: "PRODUCTION_NOT_READY",
    });
  });

  it("lets production start once every file is checked and every proof approved", () => {
    const files = [{ lineItemId: "l1", setIndex: 0, status: "accepted" }];
    const awaiting = [{ lineItemId: "l2", status: "changes_requested" }];
    expect(productionBlockers([fileLine, designLine], files, awaiting)).toEqual([
      { lineItemId: "l2", reason: "proof_not_approved" },
    ]);
    const approved = [...awaiting, { lineItemId: "l2", status: "approved" }];
    expect(productionBlockers([fileLine, designLine], files, approved)).toEqual([]);
    // A refused file is no print file.
    expect(
      productionBlockers([fileLine], [{ lineItemId: "l1", setIndex: 0, status: "rejected" }], []),
    ).toHaveLength(1);
  });

  it("cancels only with a reason, and only before production", () => {
    expect(decideStaffMove(order("file_check"), "cancelled", [], " ")).toEqual({
      kind: "refused",
      code: "CANCEL_REASON_REQUIRED",
    });
    expect(decideStaffMove(order("file_check"), "cancelled", [], "Customer asked by phone")).toEqual({
      kind: "move",
    });
    expect(decideStaffMove(order("in_production"), "cancelled", [], "Too late")).toMatchObject({
      kind: "refused",
    });
  });
});
