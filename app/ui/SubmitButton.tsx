import type { ReactNode } from "react";
import { useNavigation } from "react-router";

export type SubmitButtonProps = {
  children: ReactNode;
  pendingLabel: string;
  /** The form's action path; pending only while that form submits. */
  action?: string;
  name?: string;
  value?: string;
  /** A destructive action (deleting an account) says so by its colour. */
  tone?: "primary" | "danger";
};

/** A primary submit button that says it is working while its form submits (JS on); plain without JS. */
export function SubmitButton({
  children,
  pendingLabel,
  action,
  name,
  value,
  tone = "primary",
}: SubmitButtonProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (action === undefined || navigation.formAction === action);
  return (
    <button
      type="submit"
      className={`button button--${tone} button--large`}
      name={name}
      value={value}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        // A second click while submitting would send the form twice.
        if (pending) event.preventDefault();
      }}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
