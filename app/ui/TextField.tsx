import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "./Field";

type Labelled = {
  label: ReactNode;
  name: string;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  announce?: boolean;
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & Labelled;

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField({ label, id, name, error, hint, className, announce, ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className} announce={announce}>
      {(control) => <input {...input} {...control} name={name} className="field__input" />}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & Labelled;

export function TextAreaField({
  label,
  id,
  name,
  error,
  hint,
  className,
  announce,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className} announce={announce}>
      {(control) => (
        <textarea {...textarea} {...control} name={name} className="field__input field__textarea" />
      )}
    </Field>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> &
  Labelled & { options: ReadonlyArray<{ value: string; label: string }> };

export function SelectField({
  label,
  id,
  name,
  error,
  hint,
  className,
  announce,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className} announce={announce}>
      {(control) => (
        <select {...select} {...control} name={name} className="field__select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
