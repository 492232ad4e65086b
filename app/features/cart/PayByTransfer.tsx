import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * "Pay by bank transfer instead" (spec §7 reset-method): the order goes back to being paid by
 * transfer and its order page shows the transfer instructions. Posts to the payment-result screen's
 * action (`action`, or the current screen when that is it), with or without JS.
 */
export function PayByTransfer({ orderId, action }: { orderId: string; action?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="pay-by-transfer">
      <input type="hidden" name="intent" value="resetMethod" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" className="button button--link">
        {t("orders:resetPayment", { defaultValue: "Pay by bank transfer instead" })}
      </button>
    </Form>
  );
}
