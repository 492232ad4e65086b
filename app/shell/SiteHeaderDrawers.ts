import { type KeyboardEvent, type MouseEvent, useEffect } from "react";

/** With JavaScript on, a client-side navigation from the drawer closes it (no effect without JS). */
export function closeDrawer(event: MouseEvent<HTMLAnchorElement>): void {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

/** Escape closes the open drawer and gives focus back to its toggle (WAI-ARIA disclosure pattern). */
export function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const drawer = event.currentTarget;
  if (event.key !== "Escape" || !drawer.open) return;
  drawer.open = false;
  drawer.querySelector("summary")?.focus();
}

/** The header's drawers: the phone menu and the account menu. */
const OPEN_DRAWERS = "details.site-header__menu[open], details.account-menu[open]";

/**
 * A tap or click outside an open drawer closes it, as Escape does (issue 38 §2): on a phone the
 * menu covers the page, and a shopper taps beside it to get back. Without JavaScript the toggle
 * closes it.
 */
export function useOutsideTapClosesDrawers(): void {
  useEffect(() => {
    const closeOthers = (event: PointerEvent) => {
      for (const drawer of document.querySelectorAll<HTMLDetailsElement>(OPEN_DRAWERS)) {
        if (!(event.target instanceof Node) || !drawer.contains(event.target)) drawer.open = false;
      }
    };
    document.addEventListener("pointerdown", closeOthers);
    return () => document.removeEventListener("pointerdown", closeOthers);
  }, []);
}
