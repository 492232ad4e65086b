import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { CartActionData } from "./cart.server";
import { PromocodeEntry } from "./PromocodeEntry";

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
  const error = result?.errors.code ?? null;
  const intent = promo.state === "idle" ? null : promo.formData?.get("intent");
  return (
    <promo.Form method="post" className="promocode cart-promocode">
      <PromocodeEntry
        id="cart-promocode-input"
        name="code"
        applied={code}
        typed={result?.values?.code ?? ""}
        refusal={
          error
            ? {
                message: t("cart:promo.refused", {
                  defaultValue: "This code can't be applied to your basket.",
                }),
                reason: t(error, { defaultValue: "" }),
              }
            : null
        }
        pending={intent === "applyPromocode" || intent === "removePromocode" ? intent : null}
        replaceable={false}
      />
    </promo.Form>
  );
}
