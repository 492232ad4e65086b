import { useMemo } from "react";
import { preload } from "react-dom";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { useArrivalFocus, useErrorArrival, useScreenShown } from "~/client/arrival-focus";
import { NewVersionNotice } from "~/client/NewVersionNotice";
import { useCloseDrawerOnDesktop } from "~/client/resize-refresh";
import { returnToOf, withReturnTo } from "~/features/auth/return-to";
import { keepIslandThroughLostConnection } from "~/features/product/island-connection";
import { HeaderSearch } from "~/features/search/HeaderSearch";
import { DICTIONARY_LINK_ATTRIBUTE, isDictionaryDocument } from "~/i18n/dictionary-documents";
import { dictionariesFor } from "~/i18n/dictionary-documents.server";
import { groupDictionariesOf, groupDictionaryWire } from "~/i18n/dictionary-groups";
import { mergeDictionaries } from "~/i18n/dictionary-selection";
import { createI18n } from "~/i18n/i18n";
import { type PackedDictionaries, unpackDictionaries } from "~/i18n/packed-dictionaries";
import { useTranslation } from "~/i18n/use-translation";
import { secureHeadersMiddleware } from "~/server/security-headers.server";
import { storefrontMiddleware } from "~/server/storefront-middleware.server";
import { isConnectionFailure } from "~/shell/errors/connection";
import { ErrorView } from "~/shell/errors/ErrorView";
import { FallbackShellScript, useShell } from "~/shell/fallback-shell";
import { SignedOutNotice } from "~/shell/SignedOutNotice";
import { SiteHeader } from "~/shell/SiteHeader";
import { SkipLink } from "~/shell/SkipLink";
import { LiveFooter, StaticFooter } from "~/shell/StaticFooter";
import { type ShellData, shellOf } from "~/shell/shell";
import { loadShell } from "~/shell/shell.server";
import appStyles from "~/styles/app.css?url";
import { useNonce } from "~/ui/nonce";
import type { Route } from "./+types/root";

/** The server renders the footer; the browser keeps that markup and needs none of its code (ADR 090). */
const Footer = import.meta.env.SSR ? LiveFooter : StaticFooter;

export const middleware: Route.MiddlewareFunction[] = [secureHeadersMiddleware, storefrontMiddleware];

/**
 * A configurator re-quote that couldn't reach the shop (or gave up after the client timeout)
 * leaves the configurator on screen (ADR 062). On the root, whose modules every page has loaded: on
 * the product route, a navigation into a product page would first fetch the route's middleware
 * module, and only then its data.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepIslandThroughLostConnection];

export async function loader({ context, url, request }: Route.LoaderArgs) {
  // The footer's code, in before the first render (at once after the first request).
  await LiveFooter.preload();
  const shell = loadShell(context, url);
  // A page load names the shell's entries by their document (ADR 063).
  return { ...shell, dictionaries: dictionariesFor(request, shell.dictionaries) };
}

/**
 * The shell (dictionaries, navigation, currency) only changes after a mutation or when the URL
 * switches campaign or debug mode: plain navigations don't re-download it.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return ["campaign", "debug"].some(
    (name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name),
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const NO_DICTIONARIES = {};

export function Layout({ children }: { children: React.ReactNode }) {
  // React writes preload hints at the top of <head>, before the route modules' preloads it hoists
  // there and before the plain stylesheet link, which came after ~25 of them: on a phone's connection
  // the first paint waited for their bytes (ADR 094). Not a `precedence` stylesheet: React would then
  // hold commits until it counts the sheet as loaded.
  preload(appStyles, { as: "style" });
  const { shell, fallback } = useShell();
  const nonce = useNonce();
  const matches = useMatches();
  const groupDictionaries = groupDictionariesOf(matches);
  const documents = [shell?.dictionaries, groupDictionaryWire(matches)].filter(
    (wire): wire is PackedDictionaries => wire !== undefined && isDictionaryDocument(wire),
  );
  // The same entries object whether they came as a document or, after a revalidation, as the text.
  const shellDictionaries = unpackDictionaries(shell?.dictionaries) ?? NO_DICTIONARIES;
  const i18n = useMemo(
    () =>
      createI18n({
        locale: shell?.locale ?? "en-GB",
        dictionaries: mergeDictionaries(shellDictionaries, groupDictionaries),
        showKeys: shell?.debug ?? false,
      }),
    [shell?.locale, shellDictionaries, groupDictionaries, shell?.debug],
  );
  return (
    <html lang={shell?.locale ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d5e" />
        <Meta />
        {/* Stylesheet links need no nonce, and a browser exposes a link's nonce to hydration, so none is rendered. */}
        <Links nonce="" />
        {documents.map((href) => (
          <link
            key={href}
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={href}
            {...{ [DICTIONARY_LINK_ATTRIBUTE]: "" }}
          />
        ))}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {fallback ? <FallbackShellScript shell={fallback} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** While an admin is logged in as a customer: who, as whom, and a way to stop (JS-free form). */
function ImpersonationBanner({ impersonation }: { impersonation: NonNullable<ShellData["impersonation"]> }) {
  const { t } = useTranslation();
  return (
    <div className="impersonation-banner" role="status">
      <p>
        {t("admin:banner.text", {
          defaultValue: "You are logged in as {{customer}} (admin {{admin}}).",
          customer: impersonation.customerEmail,
          admin: impersonation.adminEmail,
        })}
      </p>
      <form method="post" action="/admin/login-as/">
        <input type="hidden" name="intent" value="stop" />
        <button type="submit" className="button button--secondary">
          {t("admin:banner.stop", { defaultValue: "Stop" })}
        </button>
      </form>
    </div>
  );
}

/** Edit modes of the product page hide the header and footer (spec §2). */
function usesMinimalChrome(matches: ReturnType<typeof useMatches>): boolean {
  return matches.some((match) => {
    const data = match.loaderData as { product?: { hideChrome?: boolean } | null } | undefined;
    return data?.product?.hideChrome === true;
  });
}

function Chrome({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  const location = useLocation();
  const { t } = useTranslation();
  useArrivalFocus();
  useCloseDrawerOnDesktop();
  const minimal = usesMinimalChrome(useMatches());
  const banner = shell.impersonation ? <ImpersonationBanner impersonation={shell.impersonation} /> : null;
  const loginPath = shell.links.login
    ? withReturnTo(
        shell.links.login,
        // From the home page, signing in leads to the personal area as before.
        returnToOf(location, [
          shell.links.home ?? "/",
          shell.links.login,
          shell.links.register,
          shell.links.passwordReset,
        ]),
      )
    : null;
  if (minimal) {
    return (
      <>
        <SkipLink />
        {banner}
        <main id="main-content" tabIndex={-1} className="main--minimal">
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <SkipLink />
      {shell.debug ? (
        <p className="debug-badge" role="note">
          {t("common:debug.badge", { defaultValue: "Staff debug mode" })}
        </p>
      ) : null}
      {banner}
      {shell.sessionExpired ? (
        <SignedOutNotice loginPath={location.pathname === shell.links.login ? null : loginPath} />
      ) : null}
      <NewVersionNotice />
      <SiteHeader
        shopName={shell.shopName}
        homePath={shell.links.home ?? "/"}
        navigation={shell.navigation}
        cartPath={shell.links.cart ?? null}
        cartCount={shell.cartCount}
        accountPath={shell.loggedIn ? (shell.links.personalArea ?? null) : null}
        ordersPath={shell.links.orders ?? null}
        loginPath={loginPath}
        search={shell.links.search ? <HeaderSearch searchPath={shell.links.search} /> : null}
        currency={shell.currency}
        currencies={shell.currencies}
        currencySwitchAction="/session/currency/"
        logoutAction={shell.loggedIn ? "/session/logout/" : null}
        returnTo={`${location.pathname}${location.search}`}
        currentPath={location.pathname}
      />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer
        shopName={shell.shopName}
        footerLinks={shell.footerLinks}
        navigation={shell.navigation}
        supportEmail={shell.supportEmail}
        supportPhone={shell.supportPhone}
        countries={shell.countries}
        year={shell.year}
        newsletterPath={shell.links.newsletter ?? null}
      />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useScreenShown();
  return (
    <Chrome shell={shellOf(loaderData)}>
      <Outlet />
    </Chrome>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.shopName ?? "Presto" }];
}

function describeError(error: unknown): {
  status: number;
  statusText?: string;
  description?: string;
  connectionLost?: boolean;
} {
  // In the browser: a navigation or fetcher whose request never reached the shop.
  if (isConnectionFailure(error)) return { status: 500, connectionLost: true };
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      statusText: error.statusText || undefined,
      description: typeof error.data === "string" ? error.data : undefined,
    };
  }
  // Unexpected errors default to 500; their messages are only shown in development.
  const description = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return { status: 500, description };
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { shell } = useShell();
  useErrorArrival();
  const { status, statusText, description, connectionLost } = describeError(error);
  const view = (
    <ErrorView
      status={status}
      statusText={statusText}
      description={description}
      connectionLost={connectionLost}
      homePath={shell?.links.home ?? "/"}
      links={shell?.navigation ?? []}
    />
  );
  if (!shell) {
    return (
      <main id="main-content" className="error-shell">
        {view}
      </main>
    );
  }
  return <Chrome shell={shell}>{view}</Chrome>;
}
