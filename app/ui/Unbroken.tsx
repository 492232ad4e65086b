import { Fragment } from "react";

/** A private-use character no dictionary text contains: where the value goes in the translated text. */
const MARK = "\u{E000}";

/**
 * A translated sentence with one value that must not break across lines (an order number's hyphens
 * are break points on a phone): `translate` gets a placeholder to interpolate instead of the value.
 */
export function Unbroken({
  translate,
  value,
}: {
  translate: (placeholder: string) => string;
  value: string;
}) {
  const parts = translate(MARK).split(MARK);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <span className="unbroken">{value}</span> : null}
    </Fragment>
  ));
}
