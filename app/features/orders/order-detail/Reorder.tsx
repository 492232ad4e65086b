import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * "Order again" (issue 36 §6): the whole order, or one line, back into the cart at today's prices. A
 * plain form post to the order page, the same with and without JavaScript.
 */
export function ReorderForm({
  orderId,
  lineItemId,
  action,
}: {
  orderId: string;
  lineItemId?: string;
  action: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const form = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = form?.get("intent") === "reorder" && (form.get("lineItemId") ?? "") === (lineItemId ?? "");
  const label = lineItemId
    ? t("orders:reorder.line", { defaultValue: "Order this item again" })
    : t("orders:reorder.order", { defaultValue: "Order again" });
  return (
    <Form
      method="post"
      action={action}
      className={lineItemId ? "order-detail__reorder-line" : "order-detail__reorder"}
    >
      <input type="hidden" name="orderId" value={orderId} />
      {lineItemId ? <input type="hidden" name="lineItemId" value={lineItemId} /> : null}
      <button
        type="submit"
        name="intent"
        value="reorder"
        className={lineItemId ? "button button--link" : "button button--secondary"}
        aria-disabled={busy || undefined}
      >
        {busy ? t("orders:reorder.adding", { defaultValue: "Adding to the cart…" }) : label}
      </button>
    </Form>
  );
}
