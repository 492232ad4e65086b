import { methodOffered } from "#contract/cart/payment-methods";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceGroup } from "~/ui/ChoiceGroup";
import { TextAreaField, TextField } from "~/ui/TextField";
import type { CheckoutActionData, CheckoutChoices } from "../checkout.server";
import { PaymentMethodChoices, PROVIDER_METHODS } from "../PaymentMethodChoices";
import { WalletChoice } from "./WalletChoice";

type Errors = CheckoutActionData["errors"];

/** Who the parcel says it comes from: the shop, or the customer's own name (neutral parcel). */
export function SenderFields({
  shopName,
  errors,
  choices,
}: {
  shopName: string;
  errors: Errors;
  choices?: CheckoutChoices;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      className="checkout__section"
      legendClassName="configurator__legend"
      legend={t("checkout:sender", { defaultValue: "Sender on the parcel" })}
      name="sender"
      stacked
      defaultValue={choices?.sender ?? "default"}
      choices={[
        { value: "default", label: shopName },
        {
          value: "custom",
          label: t("checkout:customSender", { defaultValue: "My own name (neutral parcel)" }),
        },
      ]}
    >
      <TextField
        id="custom-sender-name"
        name="customSenderName"
        defaultValue={choices?.customSenderName}
        maxLength={80}
        label={t("checkout:customSenderName", { defaultValue: "Sender name (for a custom sender)" })}
        error={
          errors.customSenderName
            ? t(errors.customSenderName, { defaultValue: "Enter the sender's name." })
            : undefined
        }
      />
    </ChoiceGroup>
  );
}

/** Invoice, notes for the team, and the staff-only switches when an admin checks out for a customer. */
export function InvoiceAndNotes({ staff, choices }: { staff: boolean; choices?: CheckoutChoices }) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout__section">
      <legend className="configurator__legend">
        {t("checkout:details", { defaultValue: "Invoice and notes" })}
      </legend>
      {/* The PDF invoice always exists once paid (ADR 072): the choice is a paper copy, shown to staff. */}
      <label className="toggle">
        <input
          type="checkbox"
          name="invoiceRequested"
          defaultChecked={choices?.invoiceRequested ?? false}
          aria-describedby="invoice-requested-hint"
        />
        <span>
          {t("checkout:invoiceRequested", { defaultValue: "Also put a paper invoice in the parcel" })}
        </span>
      </label>
      <p className="field__hint" id="invoice-requested-hint">
        {t("checkout:invoiceHint", {
          defaultValue: "The PDF invoice is emailed as soon as you pay and stays in “My invoices”.",
        })}
      </p>
      <TextAreaField
        id="order-notes"
        name="notes"
        defaultValue={choices?.notes}
        maxLength={1000}
        rows={3}
        label={t("checkout:notes", { defaultValue: "Notes for our team (optional)" })}
      />
      {staff ? (
        <>
          <label className="toggle">
            <input type="checkbox" name="internalCheckout" />
            <span>{t("checkout:internalCheckout", { defaultValue: "Internal order (staff)" })}</span>
          </label>
          <label className="toggle">
            <input type="checkbox" name="skipDocReview" />
            <span>{t("checkout:skipDocReview", { defaultValue: "Skip the document review (staff)" })}</span>
          </label>
        </>
      ) : null}
    </fieldset>
  );
}

/** The wallet (premium resellers), bank transfer, then the provider's methods. */
export function PaymentFields({
  wallet,
  chosen,
  currency,
  money,
}: {
  /** A premium reseller's wallet balance and the order's total, in minor units; null without a wallet. */
  wallet: { creditCent: number; totalCent: number } | null;
  /** The cart's currency: SEPA debits euros only. */
  currency: string;
  money: (cents: number) => string;
  /** The method chosen before the order was refused; else the wallet, if it can pay, or a transfer. */
  chosen?: string;
}) {
  const { t } = useTranslation();
  const walletPays = wallet !== null && wallet.creditCent > 0;
  const method = chosen || (walletPays ? "wallet" : "bank_transfer");
  return (
    <fieldset className="checkout__section">
      <legend className="configurator__legend">{t("checkout:payment", { defaultValue: "Payment" })}</legend>
      {wallet !== null ? <WalletChoice {...wallet} checked={method === "wallet"} money={money} /> : null}
      <label className="choice choice--wide">
        <input
          type="radio"
          name="paymentMethod"
          value="bank_transfer"
          defaultChecked={method === "bank_transfer"}
        />
        <span className="choice__label">
          {t("checkout:bankTransfer", {
            defaultValue: "Bank transfer — production starts when your transfer arrives",
          })}
        </span>
      </label>
      <PaymentMethodChoices
        defaultMethod={method}
        allowed={PROVIDER_METHODS.filter((candidate) => methodOffered(candidate, currency))}
      />
    </fieldset>
  );
}
