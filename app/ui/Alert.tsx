import type { ReactNode } from "react";
import { Icon } from "./Icon";

export type AlertProps = {
  tone: "danger" | "success" | "info" | "warning";
  children: ReactNode;
};

/** A message block; danger and warning interrupt screen readers, the others are polite. */
export function Alert({ tone, children }: AlertProps) {
  const urgent = tone === "danger" || tone === "warning";
  return (
    <div className={`alert alert--${tone}`} role={urgent ? "alert" : "status"}>
      <Icon name={tone === "success" ? "check" : tone === "info" ? "info" : "alert"} size={20} />
      <div className="alert__body">{children}</div>
    </div>
  );
}
