import type { ReactNode } from "react";
import { FieldError } from "./Field";

export type Choice = { value: string; label: ReactNode };

export type ChoiceGroupProps = {
  legend: ReactNode;
  name: string;
  choices: ReadonlyArray<Choice>;
  defaultValue?: string;
  /** Wide, one per line (addresses, payment) instead of side by side. */
  stacked?: boolean;
  error?: ReactNode;
  /** Extra content under the choices (a hint, a link). */
  children?: ReactNode;
  className?: string;
  /** The checkout and configurator sections use a bolder section legend. */
  legendClassName?: string;
};

/** A set of radio buttons under one legend; the error is announced with the group. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, name, choices, defaultValue, stacked, error, children, className } = props;
  const legendClassName = props.legendClassName ?? "field__label";
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className={["choice-group", className].filter(Boolean).join(" ")} aria-describedby={errorId}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={`choice-group__options${stacked ? " choice-group__options--stacked" : ""}`}>
        {choices.map((choice) => (
          <label key={choice.value} className={stacked ? "choice choice--wide" : "choice"}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
            />
            <span className="choice__label">{choice.label}</span>
          </label>
        ))}
      </div>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
