import { describe, expect, it } from "vitest";
import {
  acceptsNewProof,
  decidableProof,
  nextProofVersion,
  outdatedByNewFile,
  proofReadyEmail,
} from "./proofs.rules";

const v1 = { id: "p1", version: 1, status: "changes_requested" };
const v2 = { id: "p2", version: 2, status: "awaiting_decision" };

describe("proof approval rules", () => {
  it("lets the customer decide on the newest version only, once", () => {
    expect(decidableProof([v1, v2], "p2")).toBe(v2);
    expect(decidableProof([v1, v2], "p1")).toBe("stale");
    expect(decidableProof([v1, { ...v2, status: "approved" }], "p2")).toBe("stale");
    expect(decidableProof([v1, v2], "nope")).toBeNull();
  });

  it("numbers versions and stops taking them once one is approved", () => {
    expect(nextProofVersion([])).toBe(1);
    expect(nextProofVersion([v1, v2])).toBe(3);
    expect(acceptsNewProof([v1, v2])).toBe(true);
    expect(acceptsNewProof([v1, { ...v2, status: "approved" }])).toBe(false);
  });

  it("outdates an approved or awaited proof when the customer replaces the file, and takes a new version", () => {
    const approved = { id: "p3", version: 3, status: "approved" };
    const superseded = { id: "p0", version: 0, status: "superseded" };
    expect(outdatedByNewFile([superseded, v1, approved])).toEqual([approved]);
    expect(outdatedByNewFile([v1, v2])).toEqual([v2]);
    // Decisions already past (changes asked, replaced) stay as they are: they count for nothing anyway.
    expect(outdatedByNewFile([superseded, v1])).toEqual([]);
    const after = [v1, { ...approved, status: "outdated" }];
    expect(acceptsNewProof(after)).toBe(true);
    expect(nextProofVersion(after)).toBe(4);
    expect(decidableProof(after, "p3")).toBe("stale");
  });

  it("writes the proof mail in the shop's language", () => {
    const proof = { orderNumber: "PR-2026-000001", productName: "Flyers", version: 2 };
    expect(proofReadyEmail("fr", "Presto Impression", proof).subject).toBe(
      "Presto Impression : votre épreuve est prête (commande PR-2026-000001)",
    );
    expect(proofReadyEmail("en", "Presto Print", proof).body).toContain("version 2");
  });
});
