/**
 * Where the money of a cancelled order goes (issue 36 §3, ADR 072). Pure. What the wallet paid goes
 * back to the wallet; the rest goes back to a premium account's wallet (their agreed way of being
 * refunded), else through the provider payments it came from, newest first, and what no provider
 * payment covers (a bank transfer) is a transfer back that staff make.
 */

export interface PaidIntent {
  id: string;
  method: string;
  amountCent: number;
}

export interface RefundPart {
  route: "wallet" | "provider" | "transfer";
  method: string;
  intentId: string | null;
  amountCent: number;
}

export function planRefund(input: {
  paidCent: number;
  walletCent: number;
  hasWallet: boolean;
  /** Succeeded provider payments of the order, oldest first. */
  intents: readonly PaidIntent[];
}): RefundPart[] {
  const parts: RefundPart[] = [];
  const fromWallet = Math.min(input.walletCent, input.paidCent);
  let rest = input.paidCent - fromWallet;
  if (input.hasWallet && rest > 0) {
    parts.push({ route: "wallet", method: "wallet", intentId: null, amountCent: fromWallet + rest });
    return parts;
  }
  if (fromWallet > 0)
    parts.push({ route: "wallet", method: "wallet", intentId: null, amountCent: fromWallet });
  for (const intent of [...input.intents].reverse()) {
    if (rest <= 0) break;
    const amount = Math.min(rest, intent.amountCent);
    parts.push({ route: "provider", method: intent.method, intentId: intent.id, amountCent: amount });
    rest -= amount;
  }
  if (rest > 0) parts.push({ route: "transfer", method: "bank_transfer", intentId: null, amountCent: rest });
  return parts;
}

/** The route a mail and the order page name: the part carrying most of the money. */
export function mainRoute(parts: readonly RefundPart[]): RefundPart | null {
  return parts.reduce<RefundPart | null>(
    (best, part) => (!best || part.amountCent > best.amountCent ? part : best),
    null,
  );
}
