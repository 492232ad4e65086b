import type { Banner } from "../../../contract/content/content.schemas";

/** Who the visitor is, for banner targeting. */
export type CustomerSegment = "anonymous" | "new" | "returning" | "premium";

/** Banner refresh period (spec §9: every minute). */
export const BANNER_REFRESH_MS = 60_000;

function instant(value: string | null): number | null {
  if (value === null) return null;
  return Date.parse(value);
}

/** [start, end): start inclusive, end exclusive; null bounds are open. Unparseable bounds never match. */
export function isInDateWindow(banner: Banner, now: Date): boolean {
  const time = now.getTime();
  const start = instant(banner.filterDateStart);
  const end = instant(banner.filterDateEnd);
  if (start !== null && (Number.isNaN(start) || time < start)) return false;
  if (end !== null && (Number.isNaN(end) || time >= end)) return false;
  return true;
}

export function matchesCampaign(banner: Banner, campaign: string | null): boolean {
  return banner.campaignParameter === null || banner.campaignParameter === campaign;
}

export function matchesSegment(banner: Banner, segment: CustomerSegment): boolean {
  return banner.customerTarget === "all" || banner.customerTarget === segment;
}

function byPriorityThenId(a: Banner, b: Banner): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The live promo stripe banners, best first: inside their date window at `now`, for this campaign
 * (or campaign-free) and this customer segment (or everyone); priority descending, then id ascending.
 */
export function selectBanners(
  banners: readonly Banner[],
  now: Date,
  campaign: string | null,
  segment: CustomerSegment,
): Banner[] {
  return banners
    .filter((banner) => isInDateWindow(banner, now))
    .filter((banner) => matchesCampaign(banner, campaign))
    .filter((banner) => matchesSegment(banner, segment))
    .sort(byPriorityThenId);
}
