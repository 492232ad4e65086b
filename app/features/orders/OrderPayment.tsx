import { Form, useNavigation } from "react-router";
import { PayByTransfer } from "~/features/cart/PayByTransfer";
import { PaymentMethodChoices } from "~/features/cart/PaymentMethodChoices";
import { useTranslation } from "~/i18n/use-translation";
import type { Order } from "../../../contract/orders/order.schemas";

/**
 * An unpaid order's payment: pay what is due with a provider method, or go back to paying by transfer
 * (spec §7 reset-method). Both forms post to the payment-result screen's action, with or without JS.
 */
export function OrderPayment({
  order,
  paymentPath,
  amount,
}: {
  order: Order;
  paymentPath: string;
  amount: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === paymentPath;
  if (order.allowedPaymentMethods.length === 0) return null;
  return (
    <section className="checkout__section order-payment" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="configurator__legend">
        {t("orders:payNow", { defaultValue: "Pay now" })}
      </h2>
      <Form method="post" action={paymentPath}>
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="orderId" value={order.id} />
        <fieldset>
          <legend className="visually-hidden">{t("checkout:payment", { defaultValue: "Payment" })}</legend>
          <PaymentMethodChoices name="method" allowed={order.allowedPaymentMethods} />
        </fieldset>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t("checkout:result.payAmount", { defaultValue: "Pay {{amount}}", amount })}
        </button>
      </Form>
      {order.bankTransfer ? null : <PayByTransfer orderId={order.id} action={paymentPath} />}
    </section>
  );
}
