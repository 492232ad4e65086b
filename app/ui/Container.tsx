import type { ElementType, ReactNode } from "react";

export type ContainerProps = {
  children: ReactNode;
  /** Element to render; default div. */
  as?: ElementType;
  /** "narrow" caps the width for reading text. */
  width?: "default" | "narrow";
  className?: string;
};

/** Centred page-width wrapper with the page gutter. */
export function Container({ children, as: Tag = "div", width = "default", className }: ContainerProps) {
  const classes = ["container", width === "narrow" ? "container--narrow" : null, className].filter(Boolean);
  return <Tag className={classes.join(" ")}>{children}</Tag>;
}
