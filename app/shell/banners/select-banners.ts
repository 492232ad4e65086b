import type { Banner } from "#contract/content/content.schemas";

/** Who the visitor is, for banner targeting; a logged-in customer may be several at once. */
export type CustomerSegment = "anonymous" | "new" | "returning" | "premium" | "company";

/** What the signed session knows of the visitor (set at login, updated at checkout). */
export interface VisitorProfile {
  loggedIn: boolean;
  /** Spec §4 client flag: no order yet (newClient) or at least one (oldClient); null when unknown. */
  clientFlag: "newClient" | "oldClient" | null;
  premium: boolean;
  company: boolean;
}

/**
 * The segments a banner may target for this visitor. Not logged in is only "anonymous": the
 * anonymous page cache replays pages to any anonymous visitor, so nothing finer may shape them.
 */
export function visitorSegments(profile: VisitorProfile): CustomerSegment[] {
  if (!profile.loggedIn) return ["anonymous"];
  const segments: CustomerSegment[] = [];
  if (profile.clientFlag === "newClient") segments.push("new");
  if (profile.clientFlag === "oldClient") segments.push("returning");
  if (profile.premium) segments.push("premium");
  if (profile.company) segments.push("company");
  return segments;
}

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

export function matchesSegment(banner: Banner, segments: readonly CustomerSegment[]): boolean {
  return banner.customerTarget === "all" || segments.includes(banner.customerTarget);
}

function byPriorityThenId(a: Banner, b: Banner): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The live promo stripe banners, best first: inside their date window at `now`, for this campaign
 * (or campaign-free) and one of the visitor's segments (or everyone); priority descending, then id.
 */
export function selectBanners(
  banners: readonly Banner[],
  now: Date,
  campaign: string | null,
  segments: readonly CustomerSegment[],
): Banner[] {
  return banners
    .filter((banner) => isInDateWindow(banner, now))
    .filter((banner) => matchesCampaign(banner, campaign))
    .filter((banner) => matchesSegment(banner, segments))
    .sort(byPriorityThenId);
}

/**
 * The banners that may still show to this visitor on this visit: for their campaign and segment, and
 * not over yet (a banner that hasn't started may open while the page is open: the stripe re-runs
 * selectBanners every minute). The root loader sends only these, not every banner of the tenant.
 */
export function bannersForVisit(
  banners: readonly Banner[],
  now: Date,
  campaign: string | null,
  segments: readonly CustomerSegment[],
): Banner[] {
  return banners.filter((banner) => {
    const end = instant(banner.filterDateEnd);
    const over = end !== null && (Number.isNaN(end) || now.getTime() >= end);
    return !over && matchesCampaign(banner, campaign) && matchesSegment(banner, segments);
  });
}
