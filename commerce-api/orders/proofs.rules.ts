/**
 * Proof approval (issue 36 §4): which version a customer may decide on, what staff may still send,
 * and the "proof ready" mail in the shop's language. Pure.
 */

export interface ProofState {
  id: string;
  version: number;
  status: string;
}

/** The version the customer decides on: the newest, while it awaits a decision. */
export function decidableProof<T extends ProofState>(
  proofs: readonly T[],
  proofId: string,
): T | "stale" | null {
  const proof = proofs.find((candidate) => candidate.id === proofId);
  if (!proof) return null;
  const newest = proofs.reduce((a, b) => (b.version > a.version ? b : a));
  return proof === newest && proof.status === "awaiting_decision" ? proof : "stale";
}

/** Staff send a new version until the customer has approved one (an approved proof is the print file). */
export const acceptsNewProof = (proofs: readonly ProofState[]): boolean =>
  !proofs.some((proof) => proof.status === "approved");

/** The states of a proof that was made from the line's current file and counts, or waits to. */
const MADE_FROM_CURRENT_FILE = new Set(["approved", "awaiting_decision"]);

/**
 * A proof shows the file it was made from: once the customer sends another file for the line (or
 * removes its files), an approved proof — or one still awaiting the answer — no longer shows what
 * would print. Those become outdated (the rows and their decisions stay, as history) and the line
 * needs a new proof before production (issue 36 §4, ADR 081).
 */
export const outdatedByNewFile = <T extends ProofState>(proofs: readonly T[]): T[] =>
  proofs.filter((proof) => MADE_FROM_CURRENT_FILE.has(proof.status));

export const nextProofVersion = (proofs: readonly ProofState[]): number =>
  proofs.reduce((max, proof) => Math.max(max, proof.version), 0) + 1;

export function proofReadyEmail(
  language: string,
  shopName: string,
  proof: { orderNumber: string; productName: string; version: number },
): { subject: string; body: string; label: string } {
  if (language === "fr")
    return {
      subject: `${shopName} : votre épreuve est prête (commande ${proof.orderNumber})`,
      body: `Bonjour,\n\nNos graphistes ont préparé l’épreuve (version ${proof.version}) de « ${proof.productName} » pour votre commande ${proof.orderNumber}.\n\nOuvrez votre commande pour la voir, puis validez-la ou demandez des modifications. L’impression ne démarre qu’après votre accord.`,
      label: "Voir l’épreuve et répondre",
    };
  return {
    subject: `${shopName}: your proof is ready (order ${proof.orderNumber})`,
    body: `Hello,\n\nOur designers have prepared the proof (version ${proof.version}) of "${proof.productName}" for your order ${proof.orderNumber}.\n\nOpen your order to see it, then approve it or ask for changes. Printing starts only once you approve it.`,
    label: "See the proof and answer",
  };
}
