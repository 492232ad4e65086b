import type { SVGProps } from "react";

/** Stroke icons on a 24×24 grid, drawn with `currentColor`. */
const PATHS = {
  cart: "M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  check: "m5 12.5 4.5 4.5L19 7.5",
  truck:
    "M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
  leaf: "M5 19c0-8 5-13 15-14-1 10-6 15-14 15H5Zm0 0 7-7",
  star: "m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z",
  arrow: "M5 12h14m-6-6 6 6-6 6",
  chevron: "m9 6 6 6-6 6",
  logout: "M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l-4 4 4 4M6 12h10",
  mail: "M3.5 6h17v12h-17zM4 7l8 6 8-6",
  phone:
    "M6.6 3.5h2.6l1.3 4-2 1.4a11 11 0 0 0 6.6 6.6l1.4-2 4 1.3v2.6a2 2 0 0 1-2.2 2A16 16 0 0 1 4.5 5.7a2 2 0 0 1 2.1-2.2Z",
  alert: "M12 4 2.8 19.5h18.4ZM12 10v4.5m0 2.5v.2",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v5.5M12 7.8v.2",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z",
  home: "M4 11 12 4l8 7M6 9.5V20h12V9.5",
  search: "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20",
} as const;

export type IconName = keyof typeof PATHS;

export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function isIconName(value: string): value is IconName {
  return Object.hasOwn(PATHS, value);
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  name: IconName;
  /** Pixel size of the square icon; default 20. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
};

/**
 * Only what differs per icon is an attribute; the stroke style is the `.icon` rule in base.css. Every page
 * renders a few dozen icons, and each attribute is work for the server and bytes for the visitor.
 */
export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  const classes = name === "star" ? "icon icon--filled" : "icon";
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `${classes} ${className}` : classes}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
