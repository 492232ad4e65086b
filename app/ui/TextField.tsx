import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, type FieldProps } from "./Field";

type Labelled = {
  label: ReactNode;
  name: string;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  announce?: boolean;
};

/** What the Field wrapper takes, and what goes on the control itself. */
function split<T extends Labelled & { className?: string }>(props: T) {
  const { label, id, hint, error, announce, className, name, ...control } = props;
  const field: Omit<FieldProps, "children"> = { label, id, hint, error, announce, className };
  return { field, name, control };
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & Labelled;

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { field, name, control } = split(props);
  return (
    <Field {...field}>
      {(wiring) => <input {...control} {...wiring} name={name} className="field__input" />}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & Labelled;

export function TextAreaField(props: TextAreaFieldProps) {
  const { field, name, control } = split(props);
  return (
    <Field {...field}>
      {(wiring) => <textarea {...control} {...wiring} name={name} className="field__input field__textarea" />}
    </Field>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> &
  Labelled & { options: ReadonlyArray<{ value: string; label: string }> };

export function SelectField(props: SelectFieldProps) {
  const { field, name, control } = split(props);
  const { options, ...select } = control;
  return (
    <Field {...field}>
      {(wiring) => (
        <select {...select} {...wiring} name={name} className="field__select">
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
