import type { RouterContextProvider } from "react-router";
import { shellDictionaries } from "~/i18n/dictionary-groups.server";
import { packDictionaries } from "~/i18n/packed-dictionaries";
import { getRequestState } from "~/server/context.server";
import type { ShopConfig } from "~/server/shop-config";
import { bannersForVisit, visitorSegments } from "~/shell/banners/select-banners";
import { chromeCodec, type ShellWire, type ShopChrome } from "./shell";

// Intl formatters are costly to build: one for the process, not one per request.
const parisYear = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Paris" });

const chromeOf = new WeakMap<ShopConfig, ShopChrome>();

/** The shop's chrome, one object per cached shop configuration (so it is packed once). */
function shopChrome(shop: ShopConfig): ShopChrome {
  let chrome = chromeOf.get(shop);
  if (!chrome) {
    chrome = {
      currencies: shop.domain.currencies,
      links: shop.links,
      navigation: shop.configs.navigation,
      footerLinks: shop.configs.footerLinks,
      supportEmail: shop.configs.supportEmail,
      supportPhone: shop.configs.supportPhone,
      countries: shop.domain.countries,
    };
    chromeOf.set(shop, chrome);
  }
  return chrome;
}

/** The root loader's data: the shell, its chrome packed (read it through `shellOf`). */
export function loadShell(context: Readonly<RouterContextProvider>, url: URL): ShellWire {
  const state = getRequestState(context);
  const { shop, session, debug, auth, sessionExpired } = state;
  // This page says the sign-in ended: said once (a redirect instead of this page keeps it, signed-out.server.ts).
  if (sessionExpired) state.session.signedOutNotice = false;
  const now = new Date();
  const campaign = url.searchParams.get("campaign");
  const segments = visitorSegments({
    loggedIn: auth !== null,
    clientFlag: session.clientFlag,
    premium: session.customerTraits?.premium ?? false,
    company: session.customerTraits?.company ?? false,
  });
  return {
    shopName: shop.domain.name,
    locale: shop.domain.locale,
    currency: session.activeCurrency,
    chrome: chromeCodec.pack(shopChrome(shop)),
    promoStripes: bannersForVisit(shop.configs.promoStripes, now, campaign, segments),
    campaign,
    segments,
    requestTime: now.toISOString(),
    year: Number(parisYear.format(now)),
    dictionaries: packDictionaries(shellDictionaries(shop.dictionaries)),
    debug,
    loggedIn: auth !== null,
    cartCount: session.cartCount,
    sessionExpired,
    impersonation: session.impersonation
      ? {
          adminEmail: session.impersonation.adminEmail,
          customerEmail: session.impersonation.customerEmail,
          endsAt: session.impersonation.endsAt,
        }
      : null,
  };
}
