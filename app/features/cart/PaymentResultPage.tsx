import { Form, useNavigation } from "react-router";
import { formatCalendarDate, formatPrice } from "~/i18n/formatters";
import { useTranslation } from "~/i18n/use-translation";
import { type FormResult, formErrorOf } from "~/server/form-errors";
import { Alert } from "~/ui/Alert";
import { Unbroken } from "~/ui/Unbroken";
import { OrderNextLinks } from "../orders/OrderNextLinks";
import { PayByTransfer } from "./PayByTransfer";
import { PaymentMethodChoices } from "./PaymentMethodChoices";
import type { PaymentResultData } from "./payment.server";
import { offersRetry } from "./payment-result";

const TITLES: Record<string, string> = {
  paid: "Thank you, your order is paid",
  debit_pending: "Thank you, your Direct Debit mandate is signed",
  processing: "Thank you, your payment is on its way",
  awaiting_transfer: "Thank you, your order is placed",
  partially_paid: "Part of your order is paid",
  failed: "Your payment didn't go through",
  cancelled: "Your payment was not completed",
};

const TEXTS: Record<string, string> = {
  paid: "We've received {{amount}}. Next step: your print files.",
  debit_pending:
    "{{amount}} will be debited from account {{iban}} on {{date}}. Until then the debit can still fail (not enough funds, or your bank refuses it), so keep enough funds on that account until then.",
  processing: "Your payment of {{amount}} is being confirmed; we'll email you as soon as it is.",
  awaiting_transfer: "{{amount}} is still to pay by bank transfer.",
  partially_paid: "{{amount}} is still to pay. Choose how to pay the rest.",
  failed: "Nothing was charged. Try again, or choose another method.",
  cancelled: "Nothing was charged. {{amount}} is still to pay: choose how to pay.",
};

/** The thank-you and payment-result screens (spec §2): what the API says happened, and what to do next. */
export function PaymentResultPage({
  result,
  actionData,
}: {
  result: PaymentResultData;
  actionData?: FormResult;
}) {
  const { t } = useTranslation();
  const { order, outcome } = result;
  const money = (cents: number) => formatPrice(cents, order.currencyCode, result.locale);
  const amount = money(
    outcome === "debit_pending" && order.pendingDebit
      ? order.pendingDebit.amount.centAmount
      : outcome === "paid" || outcome === "processing"
        ? order.taxedPrice.centAmount
        : order.currentOrderAmountStillToPay,
  );
  // A pending debit says on which account and which day the money leaves (ADR 076).
  const debit = order.pendingDebit
    ? {
        iban: order.pendingDebit.maskedIban,
        date: formatCalendarDate(order.pendingDebit.debitOn, result.locale),
      }
    : {};
  const thankYou = result.screen === "thankYou";
  // Paying is the main action while a retry is offered; otherwise sending the files is.
  const retry = offersRetry(outcome) && order.allowedPaymentMethods.length > 0;
  return (
    <div className="container order-sent payment-result" data-outcome={outcome}>
      <Alert tone={thankYou ? "success" : outcome === "failed" ? "danger" : "warning"}>
        <h1 className="order-sent__title">
          {t(`checkout:result.${outcome}.title`, { defaultValue: TITLES[outcome] })}
        </h1>
        <p>{t(`checkout:result.${outcome}.text`, { defaultValue: TEXTS[outcome], amount, ...debit })}</p>
      </Alert>
      <p className="order-sent__number">
        <Unbroken
          translate={(number) => t("checkout:sent.number", { defaultValue: "Order {{number}}", number })}
          value={order.orderNumber}
        />
      </p>
      {result.intent?.mandate ? (
        <p>
          {t("checkout:result.mandate", {
            defaultValue: "Direct debit mandate {{reference}} on account {{iban}}.",
            reference: result.intent.mandate.reference,
            iban: result.intent.mandate.maskedIban,
          })}
        </p>
      ) : null}
      {formErrorOf(actionData) ? (
        <Alert tone="danger">
          <p>{t(formErrorOf(actionData) ?? "", { defaultValue: "This payment couldn't be started." })}</p>
        </Alert>
      ) : null}
      {retry ? <RetryPaymentForm result={result} amount={money(order.currentOrderAmountStillToPay)} /> : null}
      {(outcome === "failed" || outcome === "cancelled") && !order.bankTransfer ? (
        // A declined or abandoned card need not end the purchase: transfer is always open (issue 38 §5).
        <PayByTransfer orderId={order.id} />
      ) : null}
      <OrderNextLinks paths={result.next} filesFirst={!retry} />
    </div>
  );
}

/** Pay what is still due, with any method the order allows (the last one tried chosen). */
function RetryPaymentForm({ result, amount }: { result: PaymentResultData; amount: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { order } = result;
  return (
    <Form method="post" className="checkout__section payment-retry">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="orderId" value={order.id} />
      <fieldset>
        <legend className="configurator__legend">
          {t("checkout:result.retry", { defaultValue: "Pay now" })}
        </legend>
        <PaymentMethodChoices
          name="method"
          defaultMethod={result.intent?.method}
          allowed={order.allowedPaymentMethods}
        />
      </fieldset>
      <button
        type="submit"
        className="button button--primary button--large"
        aria-disabled={navigation.state !== "idle" || undefined}
      >
        {t("checkout:result.payAmount", { defaultValue: "Pay {{amount}}", amount })}
      </button>
    </Form>
  );
}
