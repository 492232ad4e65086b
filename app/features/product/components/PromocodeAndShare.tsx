import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { ProductActionData } from "../product-actions.types";

export const PROMOCODE_FORM_ID = "promocode-form";
export const SHARE_FORM_ID = "share-form";
export const PROMOCODE_FETCHER_KEY = "product-promocode";
export const SHARE_FETCHER_KEY = "product-share";

/**
 * The promo and share forms are siblings of the configurator form (forms can't nest); their fields
 * sit inside the configurator and join them with the `form` attribute. They post to the page's
 * current URL, whose query carries the selection, so JS-off visitors get the same page back.
 */
export function SideForms({ action }: { action: string }) {
  const promo = useFetcher<ProductActionData>({ key: PROMOCODE_FETCHER_KEY });
  const share = useFetcher<ProductActionData>({ key: SHARE_FETCHER_KEY });
  return (
    <>
      <promo.Form method="post" action={action} id={PROMOCODE_FORM_ID} hidden />
      <share.Form method="post" action={action} id={SHARE_FORM_ID} hidden />
    </>
  );
}

export function PromocodeField({
  code,
  actionData,
}: {
  code: string | null;
  actionData: ProductActionData | null;
}) {
  const { t } = useTranslation();
  const promo = useFetcher<ProductActionData>({ key: PROMOCODE_FETCHER_KEY });
  const result = promo.data ?? actionData;
  const error = result?.intent === "applyPromocode" ? result : null;
  const pending = promo.state !== "idle";
  return (
    <div className="promocode">
      {code && !error ? (
        <p className="promocode__applied">
          {t("product:promocode.applied", { defaultValue: "Code {{code}} applied", code })}{" "}
          <button
            type="submit"
            form={PROMOCODE_FORM_ID}
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
          form={PROMOCODE_FORM_ID}
          defaultValue={code ?? ""}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promocode-error" : undefined}
        />
        <button
          type="submit"
          form={PROMOCODE_FORM_ID}
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
