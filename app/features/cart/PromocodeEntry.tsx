import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Field } from "~/ui/Field";

/** The two posts a promo code field makes, to whichever page's action it sits in. */
export type PromocodeIntent = "applyPromocode" | "removePromocode";

export type PromocodeEntryProps = {
  /** The input's id (the cart and the product page each have their own). */
  id: string;
  /** The field name the page's action reads. */
  name: string;
  /** The code applied now, or null. */
  applied: string | null;
  /** What the input starts with: the code just refused, or the applied one. */
  typed: string;
  /** Why the last code was refused, with the reason the API gave when there is one. */
  refusal: { message: ReactNode; reason: ReactNode } | null;
  /** The intent being posted now (JS on), for the buttons' busy labels. */
  pending: PromocodeIntent | null;
  /**
   * The field stays beside an applied code, to replace it (the product page, where the code belongs
   * to the configurator form); otherwise an applied code only offers its removal (the cart).
   */
  replaceable: boolean;
  /** The buttons post another form than the one they sit in (the configurator's, to the product route). */
  formAction?: string;
};

/**
 * The one promo code field of the shop (issue 39 §3): the cart and the product page render it inside
 * their own form, so each posts to its own action; JS off, a plain form post answered by a redirect or
 * the refusal shown here.
 */
export function PromocodeEntry(props: PromocodeEntryProps) {
  const { applied, refusal, replaceable } = props;
  const showApplied = applied !== null && !refusal;
  return (
    <>
      {showApplied ? <AppliedCode code={applied} {...props} /> : null}
      {showApplied && !replaceable ? null : <CodeField {...props} />}
    </>
  );
}

function AppliedCode({ code, pending, formAction }: PromocodeEntryProps & { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="promocode__applied">
      {t("product:promocode.applied", { defaultValue: "Code {{code}} applied", code })}{" "}
      <IntentButton
        intent="removePromocode"
        className="button button--link"
        pending={pending}
        formAction={formAction}
      >
        {pending === "removePromocode"
          ? t("cart:promo.removing", { defaultValue: "Removing…" })
          : t("product:promocode.remove", { defaultValue: "Remove" })}
      </IntentButton>
    </p>
  );
}

function CodeField({ id, name, typed, refusal, pending, formAction }: PromocodeEntryProps) {
  const { t } = useTranslation();
  const error = refusal ? (
    <>
      {refusal.message}
      {refusal.reason ? (
        <>
          {" "}
          <span className="promocode__reason">{refusal.reason}</span>
        </>
      ) : null}
    </>
  ) : null;
  return (
    <Field
      id={id}
      label={t("product:promocode.label", { defaultValue: "Promo code" })}
      error={error}
      announce
    >
      {(control) => (
        <div className="promocode__row">
          <input
            {...control}
            className="field__input"
            name={name}
            defaultValue={typed}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <IntentButton
            intent="applyPromocode"
            className="button button--secondary"
            pending={pending}
            formAction={formAction}
          >
            {pending === "applyPromocode"
              ? t("product:promocode.applying", { defaultValue: "Checking…" })
              : t("product:promocode.apply", { defaultValue: "Apply" })}
          </IntentButton>
        </div>
      )}
    </Field>
  );
}

/** A button that posts a form other than its own, to the given action. */
function postTo(formAction: string | undefined) {
  return formAction ? { formMethod: "post" as const, formAction } : {};
}

/** One of the code's two submit buttons: waits (aria-disabled) while either intent is on its way. */
function IntentButton({
  intent,
  className,
  pending,
  formAction,
  children,
}: Pick<PromocodeEntryProps, "pending" | "formAction"> & {
  intent: PromocodeIntent;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      {...postTo(formAction)}
      name="intent"
      value={intent}
      className={className}
      aria-disabled={pending !== null || undefined}
    >
      {children}
    </button>
  );
}
