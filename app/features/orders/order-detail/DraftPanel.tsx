import { Form, Link } from "react-router";
import type { OrderDraft } from "#contract/orders/order.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { FieldError } from "~/ui/Field";

/** The order's code no longer applies to the edited line: which, why, and what it costs (issue 38 §1). */
function DiscountLostNote({
  lost,
  money,
}: {
  lost: NonNullable<OrderDraft["discountLost"]>;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <p className="order-draft__warning" data-testid="discount-lost">
      {t("orders:draft.discountLost", {
        defaultValue:
          "The code {{code}} no longer applies to this change: its discount of {{amount}} excl. VAT is lost.",
        code: lost.code,
        amount: money(lost.amountCent),
      })}{" "}
      {lost.reason ? t(`product:promocode.reason.${lost.reason}`, { defaultValue: "" }) : null}
    </p>
  );
}

/** A saved edit waiting for the customer's go: what it costs, then finalize or leave it. */
export function DraftPanel({
  draft,
  orderId,
  money,
  action,
}: {
  draft: OrderDraft;
  orderId: string;
  money: (cents: number) => string;
  action: string;
}) {
  const { t } = useTranslation();
  const { additionalPaymentCent, walletIncreaseCent } = draft.settlement;
  return (
    <section className="order-draft" aria-labelledby="draft-title" data-testid="order-draft">
      <h2 id="draft-title">{t("orders:draft.title", { defaultValue: "Your change is ready" })}</h2>
      <p>
        {t("orders:draft.totals", {
          defaultValue: "New total {{next}} (was {{previous}}).",
          next: money(draft.newTaxedCent),
          previous: money(draft.previousTaxedCent),
        })}{" "}
        {walletIncreaseCent > 0
          ? t("orders:draft.walletIncrease", {
              defaultValue: "{{amount}} will be credited to your wallet.",
              amount: money(walletIncreaseCent),
            })
          : t("orders:draft.additionalPayment", {
              defaultValue: "Still to pay after the change: {{amount}}.",
              amount: money(additionalPaymentCent),
            })}
      </p>
      {draft.discountLost ? <DiscountLostNote lost={draft.discountLost} money={money} /> : null}
      {draft.stale ? (
        <FieldError>
          {t("orders:error.draftStale", { defaultValue: "The order changed since; make the change again." })}
        </FieldError>
      ) : (
        <Form method="post" action={action} className="order-draft__actions">
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="orderEditId" value={draft.orderEditId} />
          <button type="submit" name="intent" value="finalize" className="button button--primary">
            {t("orders:draft.finalize", { defaultValue: "Confirm the change" })}
          </button>
          <Link to={`?${new URLSearchParams({ id: orderId })}`} className="button button--secondary">
            {t("orders:draft.leave", { defaultValue: "Leave without changing" })}
          </Link>
        </Form>
      )}
    </section>
  );
}
