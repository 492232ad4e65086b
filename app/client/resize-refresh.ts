import { useEffect } from "react";

/**
 * The spec's device resize refresh (§9: 50 ms): work that depends on the window's size runs once the
 * resize has settled for 50 ms, not on every frame of a drag or rotation.
 */
export const RESIZE_REFRESH_MS = 50;

export function onSettledResize(win: Window, refresh: () => void, delayMs = RESIZE_REFRESH_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, delayMs);
  };
  win.addEventListener("resize", onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener("resize", onResize);
  };
}

/** The phone menu is for phones: when the window grows to the desktop bar, an open drawer closes. */
export function useCloseDrawerOnDesktop(desktopQuery = "(min-width: 80em)") {
  useEffect(
    () =>
      onSettledResize(window, () => {
        if (!window.matchMedia(desktopQuery).matches) return;
        for (const drawer of document.querySelectorAll<HTMLDetailsElement>("details.site-header__menu[open]"))
          drawer.open = false;
      }),
    [desktopQuery],
  );
}
