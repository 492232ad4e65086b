import { useEffect, useState } from "react";
import type { Banner } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { BANNER_REFRESH_MS, type CustomerSegment, selectBanners } from "~/shell/banners/select-banners";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";

export type PromoStripeProps = {
  /** Every banner of the tenant; the stripe picks the live one itself. */
  banners: Banner[];
  /** Value of ?campaign= on the request, or null. */
  campaign: string | null;
  segments: CustomerSegment[];
  /** Request time (ISO 8601) used for the server render and hydration. */
  now: string;
};

function isExternal(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith("//");
}

/**
 * The top live banner. The server filters at request time; in the browser the selection is
 * re-run every minute so a banner appears or disappears when its date window opens or closes.
 */
export function PromoStripe({ banners, campaign, segments, now }: PromoStripeProps) {
  const { t } = useTranslation();
  const [time, setTime] = useState(() => Date.parse(now));

  useEffect(() => {
    setTime(Date.now());
    const timer = window.setInterval(() => setTime(Date.now()), BANNER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const [top] = selectBanners(banners, new Date(Number.isNaN(time) ? 0 : time), campaign, segments);
  if (!top) return null;

  const linkLabel = top.linkLabel ?? t("banners:link.default", { defaultValue: "See the offer" });
  return (
    <aside
      className="promo-stripe"
      aria-label={t("banners:label", { defaultValue: "Current offer" })}
      data-banner-id={top.id}
    >
      <p className="promo-stripe__inner container">
        <span className="promo-stripe__message">{top.message}</span>
        {top.linkPath ? (
          isExternal(top.linkPath) ? (
            <a className="promo-stripe__link" href={top.linkPath} rel="noopener">
              {linkLabel}
              <Icon name="arrow" size={16} />
            </a>
          ) : (
            <PreloadLink className="promo-stripe__link" to={top.linkPath}>
              {linkLabel}
              <Icon name="arrow" size={16} />
            </PreloadLink>
          )
        ) : null}
      </p>
    </aside>
  );
}
