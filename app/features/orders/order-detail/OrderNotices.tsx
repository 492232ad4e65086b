import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Order } from "#contract/orders/order.schemas";
import { awaitsPrintChoice } from "#contract/orders/print-resolution";
import { formatCalendarDate } from "~/i18n/formatters";
import { useLocale, useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/ui/Alert";

const DONE_DEFAULTS: Record<string, string> = {
  cancelled: "Your order is cancelled.",
  edited: "Your order was updated.",
  "payment-reset": "You can pay this order by bank transfer, or choose another method.",
  "proof-approved": "Thank you: the proof is approved and goes to print as it is.",
  "proof-changes": "Thank you: our designers make the changes and send you a new version.",
};
const DONE_KEYS: Record<string, string> = {
  cancelled: "orders:cancelled",
  edited: "orders:edited",
  "payment-reset": "orders:paymentReset",
  "proof-approved": "orders:proof.approved",
  "proof-changes": "orders:proof.changesSent",
};

/**
 * What the last post did, after its 303 (`?done=`). With JavaScript the confirmation takes focus, as
 * a new screen's arrival target does (issue 38 §2): confirming an edit stays on the order's page,
 * so the arrival focus, which follows path changes, would leave focus on the gone button.
 */
export function OrderDone({ done }: { done: string | null }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const key = done ? DONE_KEYS[done] : undefined;
  useEffect(() => {
    if (key) box.current?.focus();
  }, [key]);
  if (!key || !done) return null;
  return (
    <div ref={box} tabIndex={-1} className="order-done">
      <Alert tone="success">
        <p>{t(key, { defaultValue: DONE_DEFAULTS[done] })}</p>
      </Alert>
    </div>
  );
}

/** Why the last post was refused (cancel too late, a stale edit…). */
export function OrderRefusal({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <Alert tone="danger">
      <p>{t(error, { defaultValue: "This order can no longer be cancelled." })}</p>
    </Alert>
  ) : null;
}

/** What the customer has to do next: transfer the money, send a new file. */
export function OrderNextSteps({
  order,
  money,
  uploadPath,
}: {
  order: Order;
  money: (cents: number) => string;
  uploadPath: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sendFiles = t("uploads:link", { defaultValue: "Send my files" });
  return (
    <>
      {order.status === "awaiting_payment" && order.bankTransfer ? (
        <Alert tone="info">
          <p>
            {t("orders:payByTransfer", {
              defaultValue: "Transfer {{amount}} to {{iban}} with the reference {{reference}}.",
              amount: money(order.currentOrderAmountStillToPay),
              iban: order.bankTransfer.iban,
              reference: order.bankTransfer.reference,
            })}
          </p>
        </Alert>
      ) : null}
      {order.pendingDebit ? (
        <Alert tone="info">
          <p data-testid="order-pending-debit">
            {t("orders:debitPending", {
              defaultValue:
                "Direct Debit pending: {{amount}} will be debited from account {{iban}} on {{date}} (mandate {{reference}}). It can still fail until then, so keep enough funds on that account until that day.",
              amount: money(order.pendingDebit.amount.centAmount),
              iban: order.pendingDebit.maskedIban,
              date: formatCalendarDate(order.pendingDebit.debitOn, locale),
              reference: order.pendingDebit.reference,
            })}
          </p>
        </Alert>
      ) : null}
      {uploadPath && order.artwork.some((file) => file.status === "rejected") ? (
        <Alert tone="warning">
          <p>
            {t("uploads:reupload", {
              defaultValue: "A file was sent back by our file check: please send a new one.",
            })}{" "}
            <Link to={uploadPath}>{sendFiles}</Link>
          </p>
        </Alert>
      ) : null}
      {uploadPath && order.artwork.some(awaitsPrintChoice) ? (
        <Alert tone="warning">
          <p data-testid="order-low-resolution">
            {t("uploads:lowResolution.order", {
              defaultValue:
                "A file is too small for the size it prints: print it as it is, or send another one.",
            })}{" "}
            <Link to={uploadPath}>{t("uploads:lowResolution.choose", { defaultValue: "Choose" })}</Link>
          </p>
        </Alert>
      ) : null}
      {uploadPath ? (
        <p>
          <Link className="button button--secondary" to={uploadPath}>
            {sendFiles}
          </Link>
        </p>
      ) : null}
    </>
  );
}
