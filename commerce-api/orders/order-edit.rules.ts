/** What an edited order owes or gets back (issue 6). Pure; amounts in minor units. */
export interface EditSettlement {
  /** Paid so far after the edit (lowered when the wallet takes back the difference). */
  paidCent: number;
  /** More to pay because the edit costs more than what was paid. */
  additionalPaymentCent: number;
  /** Credited to the wallet because the edit costs less than what was already paid. */
  walletIncreaseCent: number;
}

export function settleEdit(paidCent: number, newTaxedCent: number): EditSettlement {
  if (newTaxedCent >= paidCent) {
    return { paidCent, additionalPaymentCent: newTaxedCent - paidCent, walletIncreaseCent: 0 };
  }
  return { paidCent: newTaxedCent, additionalPaymentCent: 0, walletIncreaseCent: paidCent - newTaxedCent };
}
