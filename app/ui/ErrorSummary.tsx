import { useEffect, useRef } from "react";

export type SummaryError = { fieldId: string; message: string };

/**
 * What went wrong with a form, above it (issue 17 §6): a list of links to the fields in error. With
 * JavaScript it takes focus when a submission comes back refused, so a keyboard or screen-reader user
 * is not left on the submit button; without, the reloaded page starts at it.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: readonly SummaryError[] }) {
  const box = useRef<HTMLElement>(null);
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join("|");
  useEffect(() => {
    if (signature) box.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;
  return (
    <section
      className="alert alert--danger error-summary"
      tabIndex={-1}
      ref={box}
      aria-labelledby="error-summary-title"
    >
      <div className="alert__body">
        <p id="error-summary-title" className="error-summary__title">
          {title}
        </p>
        <ul>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`}>{error.message}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
