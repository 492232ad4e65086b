import {
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";
import { MAX_ROUTE_PRELOADS, PreloadSlots } from "~/client/preload-slots";
import { isActivePath, isClientPath, isPlainClick } from "./link-paths";

/**
 * Links that preload their page on intent (hover, focus, touch, after 100 ms like React Router's own),
 * with at most 4 route preloads running at once across the page (spec §9): a preload holds its slot
 * until its files have loaded, so a sweep of the pointer over the menu can't start a dozen at a time.
 */
const slots = new PreloadSlots(MAX_ROUTE_PRELOADS);
const INTENT_DELAY_MS = 100;
/** A preload whose files never report back gives its slot up after this. */
const SETTLE_TIMEOUT_MS = 30_000;
/**
 * Nothing to fetch (the page's files are here already): the slot is given back. React Router lists the
 * files only after loading the route modules, which takes seconds on a slow phone, so this waits a while.
 */
const EMPTY_CHECK_MS = 4_000;

function RoutePreload({ page, onSettled }: { page: string; onSettled: () => void }) {
  const box = useRef<HTMLSpanElement>(null);
  const settledLinks = useRef(0);
  useEffect(() => {
    const element = box.current;
    // A link's load and error events don't bubble; the box hears them in the capture phase.
    const settle = () => {
      settledLinks.current++;
      if (settledLinks.current >= (element?.querySelectorAll("link").length ?? 0)) onSettled();
    };
    element?.addEventListener("load", settle, true);
    element?.addEventListener("error", settle, true);
    const giveUp = setTimeout(onSettled, SETTLE_TIMEOUT_MS);
    const empty = setTimeout(() => {
      if ((element?.querySelectorAll("link").length ?? 0) === 0) onSettled();
    }, EMPTY_CHECK_MS);
    return () => {
      element?.removeEventListener("load", settle, true);
      element?.removeEventListener("error", settle, true);
      clearTimeout(giveUp);
      clearTimeout(empty);
    };
  }, [onSettled]);
  return (
    <span ref={box} hidden className="route-preload" data-page={page}>
      <PrefetchPageLinks page={page} />
    </span>
  );
}

type PreloadStatus = "queued" | "loading" | "done";

function useRoutePreload(to: string) {
  const [page, setPage] = useState<string | null>(null);
  // Shown on the link (data-preload): what its preload is doing, for the curious and for the tests.
  const [status, setStatus] = useState<PreloadStatus | null>(null);
  const statusRef = useRef<PreloadStatus | null>(null);
  const ticket = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const moveTo = useCallback((next: PreloadStatus | null) => {
    statusRef.current = next;
    setStatus(next);
  }, []);
  const settled = useCallback(() => {
    ticket.current?.();
    ticket.current = null;
    moveTo("done");
  }, [moveTo]);
  const begin = useCallback(() => {
    if (statusRef.current !== null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      moveTo("queued");
      ticket.current = slots.request(() => {
        moveTo("loading");
        setPage(to);
      });
    }, INTENT_DELAY_MS);
  }, [moveTo, to]);
  // Intent ended before the preload began: leave the queue. A running preload keeps its slot until settled.
  const end = useCallback(() => {
    clearTimeout(timer.current);
    if (statusRef.current !== "queued") return;
    ticket.current?.();
    ticket.current = null;
    moveTo(null);
  }, [moveTo]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      ticket.current?.();
    },
    [],
  );
  return {
    handlers: {
      onMouseEnter: begin,
      onFocus: begin,
      onTouchStart: begin,
      onMouseLeave: end,
      onBlur: end,
      "data-preload": status ?? undefined,
    },
    preload: page ? <RoutePreload page={page} onSettled={settled} /> : null,
  };
}

type IntentEvents = "onMouseEnter" | "onFocus" | "onTouchStart" | "onMouseLeave" | "onBlur";
type LinkProps = Omit<ComponentProps<"a">, "href" | IntentEvents> & { to: string };
type NavLinkProps = Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active on its own page only, not on the pages below it. */
  end?: boolean;
};

/**
 * A plain click follows the link on the client, like React Router's Link; other clicks (new tab,
 * modifier keys) and links off the site are the browser's.
 */
function useClientNavigation(to: string, onClick: LinkProps["onClick"]) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isClientPath(to)) return;
    if (!isPlainClick(event, event.currentTarget.getAttribute("target"))) return;
    event.preventDefault();
    // A click on the current page's own link replaces its history entry instead of adding one.
    void navigate(to, { replace: `${location.pathname}${location.search}${location.hash}` === to });
  };
}

/**
 * The shop's links: a plain anchor with React Router's client navigation and route discovery
 * (data-discover), without its Link — which resolves every path against the route tree three times
 * per render, a fifth of the shell's server time (ADR 045). Every `to` here is an absolute path.
 */
function ClientPreloadLink({ to, onClick, ...rest }: LinkProps): ReactNode {
  const { handlers, preload } = useRoutePreload(to);
  const navigateOnClick = useClientNavigation(to, onClick);
  return (
    <>
      <a {...rest} {...handlers} href={to} data-discover={discoverable(to)} onClick={navigateOnClick} />
      {preload}
    </>
  );
}

/** React Router's route discovery marker, on the server's and the browser's anchor alike. */
function discoverable(to: string): "true" | undefined {
  return isClientPath(to) ? "true" : undefined;
}

/**
 * The same anchor without the hooks that only matter in a browser (intent, preload, click): the server
 * renders two to three dozen links per page, and their hooks were ~3 % of its time (ADR 049). The HTML
 * is the same, so the browser's PreloadLink hydrates over it.
 */
function ServerPreloadLink({ to, onClick: _onClick, ...rest }: LinkProps): ReactNode {
  return <a {...rest} href={to} data-discover={discoverable(to)} />;
}

export const PreloadLink = import.meta.env.SSR ? ServerPreloadLink : ClientPreloadLink;

/** Both variants, for the test that holds their HTML equal. */
export const preloadLinkVariants = { server: ServerPreloadLink, client: ClientPreloadLink };

/** A PreloadLink that knows whether it leads to the current page (aria-current, "active" class). */
export function PreloadNavLink({ className, end = false, ...rest }: NavLinkProps): ReactNode {
  const isActive = isActivePath(useLocation().pathname, rest.to, end);
  const classes =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return <PreloadLink {...rest} className={classes} aria-current={isActive ? "page" : undefined} />;
}
