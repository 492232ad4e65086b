import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { isClientPath, isPlainClick } from "~/ui/link-paths";
import { splitComponent } from "~/ui/split-component";
import type { SiteFooterProps } from "./SiteFooter";

/**
 * The footer's code, a chunk of its own: the server's root loader awaits it so the server renders it
 * in one pass; in the browser only a visit whose first page had no footer (an edit mode, spec §2)
 * ever fetches it.
 */
export const LiveFooter = splitComponent(() => import("./SiteFooter").then((module) => module.SiteFooter));

let serverMarkup: string | undefined;
/** The footer the server sent with the first page, kept for the whole visit: it never changes in it. */
function keptMarkup(): string | undefined {
  serverMarkup ??= document.querySelector("body footer.site-footer")?.innerHTML;
  return serverMarkup;
}

/** The path a click on `link` opens on the client, or null when the click is the browser's. */
export function clientPathOf(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  link: Pick<HTMLAnchorElement, "getAttribute" | "hasAttribute"> | null,
): string | null {
  const to = link?.getAttribute("href");
  if (!link || !to || event.defaultPrevented || link.hasAttribute("download")) return null;
  return isClientPath(to) && isPlainClick(event, link.getAttribute("target")) ? to : null;
}

/**
 * The footer in the browser (ADR 090): the server's markup, never hydrated, so none of its code is in
 * the client bundle (SiteFooter renders it on the server). Its shop links follow on the client through
 * this one delegated click handler, as PreloadLink's do; phone, mail and the newsletter's plain POST
 * form are the browser's, as they were.
 */
export function StaticFooter(props: SiteFooterProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const markup = keptMarkup();
  if (markup === undefined) return <LiveFooter {...props} />;
  const follow = (event: MouseEvent<HTMLElement>) => {
    const to = clientPathOf(event, event.target instanceof Element ? event.target.closest("a") : null);
    if (!to) return;
    event.preventDefault();
    void navigate(to, { replace: `${location.pathname}${location.search}${location.hash}` === to });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegated from the links inside, whose Enter is a click too
    <footer
      className="site-footer"
      onClick={follow}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own footer markup, read back from this page
      dangerouslySetInnerHTML={{ __html: markup }}
      suppressHydrationWarning
    />
  );
}
