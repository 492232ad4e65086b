import { useTranslation } from "~/i18n/use-translation";
import { walletPlan } from "./wallet-plan";

/**
 * The wallet as a way to pay (premium resellers): its balance, and before the order is placed what it
 * will pay, what stays in it, or what is left to pay by transfer when it is short. An empty wallet is
 * said, not offered.
 */
export function WalletChoice({
  creditCent,
  totalCent,
  checked,
  money,
}: {
  creditCent: number;
  totalCent: number;
  checked: boolean;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const plan = walletPlan(creditCent, totalCent);
  if (plan.kind === "empty")
    return (
      <p className="field__hint" data-testid="wallet-plan">
        {t("checkout:walletPlan.empty", {
          defaultValue:
            "Your wallet is empty ({{credit}}), so it can't pay this order: choose another payment method below.",
          credit: money(creditCent),
        })}
      </p>
    );
  const hint =
    plan.kind === "short"
      ? t("checkout:walletPlan.short", {
          defaultValue:
            "Not enough for this {{total}} order: it pays {{pays}}, and the remaining {{due}} is to pay by bank transfer (details shown once the order is placed).",
          total: money(totalCent),
          pays: money(plan.paysCent),
          due: money(plan.dueCent),
        })
      : plan.balanceAfterCent === 0
        ? t("checkout:walletPlan.coversAll", {
            defaultValue: "It pays the whole order ({{pays}}); your wallet will then be empty.",
            pays: money(plan.paysCent),
          })
        : t("checkout:walletPlan.covers", {
            defaultValue: "It pays the whole order ({{pays}}). Balance after payment: {{after}}.",
            pays: money(plan.paysCent),
            after: money(plan.balanceAfterCent),
          });
  return (
    <label className="choice choice--wide">
      {/* The plan is inside the label: it is part of what choosing the wallet means. */}
      <input type="radio" name="paymentMethod" value="wallet" defaultChecked={checked} />
      <span className="choice__label">
        {t("checkout:wallet", { defaultValue: "My wallet — balance {{credit}}", credit: money(creditCent) })}
        <span className="field__hint" data-testid="wallet-plan">
          {hint}
        </span>
      </span>
    </label>
  );
}
