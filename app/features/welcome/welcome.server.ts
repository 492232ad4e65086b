import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { Welcome, WelcomeCode } from "#contract/account/welcome.schemas";
import { getRequestState } from "~/server/context.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import { linkPath } from "~/server/shop-config";

/** The welcome page and the personal area's welcome box (issue 16 §2, ADR 030). */

async function fetchWelcome(context: Readonly<RouterContextProvider>): Promise<Welcome | null> {
  const { api } = getRequestState(context);
  // Only this part of the page needs it: a failure leaves the rest of the page standing.
  return api.call(accountEndpoints.welcome).catch(() => null);
}

export interface WelcomePageData {
  welcome: Welcome | null;
  /** Where the shopper was going when they registered; null when that was nowhere in particular. */
  next: string | null;
  personalArea: string;
  locale: string;
}

export async function loadWelcomePage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<WelcomePageData> {
  const state = getRequestState(context);
  const personalArea = linkPath(state.shop, "personalArea") ?? "/";
  const next = safeRedirectPath(url.searchParams.get("next"), "");
  return {
    welcome: await fetchWelcome(context),
    next: next && next !== personalArea && next !== "/" ? next : null,
    personalArea,
    locale: state.shop.domain.locale,
  };
}

/** The personal area shows the code only while it can still be used. */
export async function loadUsableWelcomeCode(
  context: Readonly<RouterContextProvider>,
): Promise<WelcomeCode | null> {
  const welcome = await fetchWelcome(context);
  return welcome?.code?.status === "available" ? welcome.code : null;
}
