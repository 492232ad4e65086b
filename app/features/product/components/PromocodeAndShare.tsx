import { useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { PromocodeEntry, type PromocodeIntent } from "~/features/cart/PromocodeEntry";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductActionData, ProductAnswer } from "../product-actions.types";
import { PROMOCODE_INTENTS } from "../product-form-fields";

export const SHARE_FORM_ID = "share-form";
export const SHARE_FETCHER_KEY = "product-share";

/**
 * The share form is a sibling of the configurator form (forms can't nest); its button sits inside
 * the configurator and joins it with the `form` attribute. It posts to the page's current URL,
 * whose query carries the selection, so JS-off visitors get the same page back.
 */
export function SideForms({ action }: { action: string }) {
  const share = useFetcher<ProductAnswer>({ key: SHARE_FETCHER_KEY });
  return <share.Form method="post" action={action} id={SHARE_FORM_ID} hidden />;
}

/** The promo-code post under way (JS on), if any. */
function usePromocodeIntent(): PromocodeIntent | null {
  const navigation = useNavigation();
  const intent = String(navigation.formData?.get("intent"));
  return navigation.state !== "idle" && PROMOCODE_INTENTS.has(intent) ? (intent as PromocodeIntent) : null;
}

/** Whether a promo code is being applied or removed (the configurator shows its prices as pending). */
export function usePromocodePending(): boolean {
  return usePromocodeIntent() !== null;
}

/**
 * The promo code field belongs to the configurator form, and its buttons post that whole form
 * (issue 17 §3): without JavaScript, options changed but not yet priced and the job name are kept
 * when a code is applied, instead of being replaced by the page's last selection.
 */
export function PromocodeField({
  code,
  refusal,
  action,
}: {
  code: string | null;
  refusal: ProductActionData | null;
  /** The product route's own URL (its query carries the mode parameter). */
  action: string;
}) {
  const { t } = useTranslation();
  const error = refusal?.errors.promocode;
  return (
    <div className="promocode">
      <PromocodeEntry
        id="promocode-input"
        name="promocode"
        applied={code}
        typed={code ?? ""}
        refusal={
          error
            ? {
                message: t(error, { defaultValue: "This promo code isn't valid." }),
                reason: refusal?.reason
                  ? t(`product:promocode.reason.${refusal.reason}`, { defaultValue: "" })
                  : null,
              }
            : null
        }
        pending={usePromocodeIntent()}
        replaceable
        formAction={action}
      />
    </div>
  );
}

export function ShareConfiguration({
  actionData,
  saveAction,
}: {
  actionData: ProductAnswer | null;
  /** The product route's own URL: "save to my designs" posts the whole configurator form there. */
  saveAction: string;
}) {
  const { t } = useTranslation();
  const share = useFetcher<ProductAnswer>({ key: SHARE_FETCHER_KEY });
  const [copied, setCopied] = useState(false);
  const result = share.data ?? actionData;
  const url = result && "shareUrl" in result ? result.shareUrl : null;
  return (
    <div className="share-config">
      <button
        type="submit"
        form={SHARE_FORM_ID}
        name="intent"
        value="shareConfiguration"
        className="button button--link"
      >
        {t("product:share.button", { defaultValue: "Share this configuration" })}
      </button>
      <button
        type="submit"
        formMethod="post"
        formAction={saveAction}
        name="intent"
        value="saveDesign"
        className="button button--link"
      >
        {t("product:share.save", { defaultValue: "Save to my designs" })}
      </button>
      {url ? (
        <div className="share-config__result">
          <label className="field__label" htmlFor="share-url">
            {t("product:share.label", { defaultValue: "Link to this configuration" })}
          </label>
          <div className="promocode__row">
            <input
              id="share-url"
              className="field__input"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true));
              }}
            >
              {copied
                ? t("product:share.copied", { defaultValue: "Copied" })
                : t("product:share.copy", { defaultValue: "Copy" })}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
