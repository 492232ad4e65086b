import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { CartActionData } from "./cart.server";

/** The cart's promo code: one code for every line, re-priced by the server (a fetcher with JS, a form without). */
export function CartPromocode({
  code,
  actionData,
}: {
  code: string | null;
  actionData: CartActionData | undefined;
}) {
  const { t } = useTranslation();
  // A new fetcher once the code changes: an earlier refusal must not outlive the code that fixed it.
  const promo = useFetcher<CartActionData>({ key: `cart-promocode:${code ?? ""}` });
  const result = promo.data ?? actionData;
  const error = result?.promoError ?? null;
  const pending = promo.state !== "idle";
  const pendingIntent = promo.formData?.get("intent");
  return (
    <promo.Form method="post" className="promocode cart-promocode">
      {code && !error ? (
        <p className="promocode__applied">
          {t("product:promocode.applied", { defaultValue: "Code {{code}} applied", code })}{" "}
          <button
            type="submit"
            name="intent"
            value="removePromocode"
            className="button button--link"
            aria-disabled={pending || undefined}
          >
            {pendingIntent === "removePromocode"
              ? t("cart:promo.removing", { defaultValue: "Removing…" })
              : t("product:promocode.remove", { defaultValue: "Remove" })}
          </button>
        </p>
      ) : (
        <>
          <label className="field__label" htmlFor="cart-promocode-input">
            {t("product:promocode.label", { defaultValue: "Promo code" })}
          </label>
          <div className="promocode__row">
            <input
              id="cart-promocode-input"
              className="field__input"
              name="code"
              defaultValue={result?.code ?? ""}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "cart-promocode-error" : undefined}
            />
            <button
              type="submit"
              name="intent"
              value="applyPromocode"
              className="button button--secondary"
              aria-disabled={pending || undefined}
            >
              {pendingIntent === "applyPromocode"
                ? t("product:promocode.applying", { defaultValue: "Checking…" })
                : t("product:promocode.apply", { defaultValue: "Apply" })}
            </button>
          </div>
        </>
      )}
      {error ? (
        <p className="field__error" id="cart-promocode-error" role="alert">
          {t("cart:promo.refused", { defaultValue: "This code can't be applied to your basket." })}{" "}
          <span className="promocode__reason">{t(error, { defaultValue: "" })}</span>
        </p>
      ) : null}
    </promo.Form>
  );
}
