import { type ComponentPropsWithoutRef, type ReactNode, useId } from "react";

/** What a field hands its control so the label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldProps = {
  label: ReactNode;
  /** A stable id when tests or links need one; otherwise a generated one. */
  id?: string;
  /** Shown under the control and announced with it. */
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The error appears without a page load (a fetcher's answer): announce it at once. */
  announce?: boolean;
  /** The control (input, select, textarea, or a row with a button): spread the props onto it. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one labelled-field layout of the shop: label above, control, hint, then the error, with
 * `aria-describedby` and `aria-invalid` wired the same way everywhere.
 */
export function Field({ label, id, hint, error, className, announce, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", error ? "field--invalid" : null, className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={errorId} announce={announce}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/**
 * The shop's one error paragraph: the error line of a field, of a group of choices (ChoiceGroup), or
 * of a whole form or card where no single field is at fault: one look and one way of being announced
 * (`announce` when it appears without a page load). tests/architecture/error-paragraphs.test.ts keeps
 * others from writing their own.
 */
export function FieldError({
  announce,
  children,
  ...attributes
}: { announce?: boolean; children: ReactNode } & Omit<ComponentPropsWithoutRef<"p">, "className" | "role">) {
  return (
    <p className="field__error" role={announce ? "alert" : undefined} {...attributes}>
      {children}
    </p>
  );
}
