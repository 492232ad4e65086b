import { useEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

/**
 * Where a new screen puts the shopper (issue 17 §1): at its top, with focus on what the last step
 * did (a success message such as "Added to your cart") or else on its heading, so a screen reader
 * announces the new screen and the next Tab starts there. Pure DOM lookup, tested in the browser.
 */
export function arrivalTarget(main: HTMLElement): HTMLElement {
  const target =
    main.querySelector<HTMLElement>(".alert--success") ?? main.querySelector<HTMLElement>("h1") ?? main;
  // Focusable by script only: it must not become a stop in the Tab order.
  if (target !== main && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/**
 * The one scroll and focus policy of client-side navigations. A new screen (another path) starts
 * at its top with focus on its arrival target, even when the form that led there kept its scroll
 * (the configurator's in-page updates must). Updates within a screen (same path: a re-quote, a
 * cart line removed) keep both scroll and focus; back/forward restores (ScrollRestoration) and
 * fragment links are left to the browser.
 */
export function useArrivalFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (navigationType === NavigationType.Pop || location.hash) return;
    const main = document.getElementById("main-content");
    if (!main) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    arrivalTarget(main).focus({ preventScroll: true });
  }, [location.pathname, location.hash, navigationType]);
}

/** Whether this tab has shown a screen of the app (an error page loaded as such has not). */
let screenShown = false;

/** Called by the app's screen once it is on view. */
export function useScreenShown(): void {
  useEffect(() => {
    screenShown = true;
    // Says the page is hydrated, for tests and for anyone debugging a page that doesn't react.
    document.documentElement.dataset.hydrated = "";
  }, []);
}

/**
 * An error that replaces a screen the shopper was using (a request that failed after the page was
 * shown, e.g. a lost connection) arrives like a new screen: at the top, with focus on its heading.
 * Otherwise the shopper, scrolled down the old screen, would see only the footer. An error page
 * that loaded as such is left where the browser put it.
 */
export function useErrorArrival(): void {
  useEffect(() => {
    const main = document.getElementById("main-content");
    if (!screenShown || !main) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    arrivalTarget(main).focus({ preventScroll: true });
  }, []);
}
