import { useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductActionData } from "../product-actions.types";
import { PROMOCODE_INTENTS } from "../product-form-fields";

export const SHARE_FORM_ID = "share-form";
export const SHARE_FETCHER_KEY = "product-share";

/**
 * The share form is a sibling of the configurator form (forms can't nest); its button sits inside
 * the configurator and joins it with the `form` attribute. It posts to the page's current URL,
 * whose query carries the selection, so JS-off visitors get the same page back.
 */
export function SideForms({ action }: { action: string }) {
  const share = useFetcher<ProductActionData>({ key: SHARE_FETCHER_KEY });
  return <share.Form method="post" action={action} id={SHARE_FORM_ID} hidden />;
}

/** Whether a promo code is being applied or removed (the configurator shows its prices as pending). */
export function usePromocodePending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && PROMOCODE_INTENTS.has(String(navigation.formData?.get("intent")));
}

/**
 * The promo code field belongs to the configurator form, and its buttons post that whole form
 * (issue 17 §3): without JavaScript, options changed but not yet priced and the job name are kept
 * when a code is applied, instead of being replaced by the page's last selection.
 */
export function PromocodeField({
  code,
  actionData,
  action,
}: {
  code: string | null;
  actionData: ProductActionData | null;
  /** The product route's own URL (its query carries the mode parameter). */
  action: string;
}) {
  const { t } = useTranslation();
  const error = actionData?.intent === "applyPromocode" ? actionData : null;
  const pending = usePromocodePending();
  return (
    <div className="promocode">
      {code && !error ? (
        <p className="promocode__applied">
          {t("product:promocode.applied", { defaultValue: "Code {{code}} applied", code })}{" "}
          <button
            type="submit"
            formMethod="post"
            formAction={action}
            name="intent"
            value="removePromocode"
            className="button button--link"
          >
            {t("product:promocode.remove", { defaultValue: "Remove" })}
          </button>
        </p>
      ) : null}
      <label className="field__label" htmlFor="promocode-input">
        {t("product:promocode.label", { defaultValue: "Promo code" })}
      </label>
      <div className="promocode__row">
        <input
          id="promocode-input"
          className="field__input"
          name="promocode"
          defaultValue={code ?? ""}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promocode-error" : undefined}
        />
        <button
          type="submit"
          formMethod="post"
          formAction={action}
          name="intent"
          value="applyPromocode"
          className="button button--secondary"
          aria-disabled={pending || undefined}
        >
          {pending
            ? t("product:promocode.applying", { defaultValue: "Checking…" })
            : t("product:promocode.apply", { defaultValue: "Apply" })}
        </button>
      </div>
      {error ? (
        <p className="field__error" id="promocode-error" role="alert">
          {t(error.promocodeError, { defaultValue: "This promo code isn't valid." })}
          {error.reason ? (
            <span className="promocode__reason">
              {" "}
              {t(`product:promocode.reason.${error.reason}`, { defaultValue: "" })}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

export function ShareConfiguration({
  actionData,
  saveAction,
}: {
  actionData: ProductActionData | null;
  /** The product route's own URL: "save to my designs" posts the whole configurator form there. */
  saveAction: string;
}) {
  const { t } = useTranslation();
  const share = useFetcher<ProductActionData>({ key: SHARE_FETCHER_KEY });
  const [copied, setCopied] = useState(false);
  const result = share.data ?? actionData;
  const url = result?.intent === "shareConfiguration" ? result.shareUrl : null;
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
