import { CachedElement } from "./cached-markup";

export type LogoProps = {
  /** Shop name shown next to the mark, e.g. "Presto Impression". */
  shopName: string;
  className?: string;
};

/**
 * Wordmark: four overlapping process-colour discs (CMYK) and the shop name, first word bold.
 * The mark is decorative; the text carries the accessible name.
 */
export function Logo({ shopName, className }: LogoProps) {
  return (
    <CachedElement
      as="span"
      className={className ? `logo ${className}` : "logo"}
      name="logo"
      keyParts={() => [shopName]}
    >
      <LogoContent shopName={shopName} />
    </CachedElement>
  );
}

/** The mark and the name: the same for every page of a shop, so the server sends it from its markup cache (ADR 057). */
function LogoContent({ shopName }: { shopName: string }) {
  const [first = shopName, ...rest] = shopName.trim().split(/\s+/);
  return (
    <>
      <svg
        className="logo__mark"
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" fill="#14213d" />
        <g style={{ mixBlendMode: "screen" }}>
          <circle cx="16" cy="16" r="8" fill="#00a3e0" />
          <circle cx="24" cy="16" r="8" fill="#e0237a" />
          <circle cx="20" cy="23.5" r="8" fill="#ffc83d" />
        </g>
      </svg>
      <span className="logo__text">
        <span className="logo__name">{first}</span>
        {rest.length > 0 ? <span className="logo__suffix"> {rest.join(" ")}</span> : null}
      </span>
    </>
  );
}
