/**
 * What paying from the wallet at checkout does to the money (issue 36 follow-up): the wallet pays what
 * it can of the order's total, the rest is due by transfer, and the balance left is said as such, so
 * "what remains" never means two things. Mirrors the API's wallet payment (min of credit and due). Pure.
 */

export type WalletPlan =
  /** The balance pays the whole order; `balanceAfterCent` is what stays in the wallet (may be 0). */
  | { kind: "covers"; paysCent: number; balanceAfterCent: number }
  /** The balance is short: it is used up and `dueCent` is left to pay by transfer. */
  | { kind: "short"; paysCent: number; dueCent: number }
  /** Nothing in the wallet: it can't pay this order. */
  | { kind: "empty" };

export function walletPlan(creditCent: number, totalCent: number): WalletPlan {
  if (creditCent <= 0) return { kind: "empty" };
  const paysCent = Math.min(creditCent, totalCent);
  if (paysCent >= totalCent) return { kind: "covers", paysCent, balanceAfterCent: creditCent - paysCent };
  return { kind: "short", paysCent, dueCent: totalCent - paysCent };
}
