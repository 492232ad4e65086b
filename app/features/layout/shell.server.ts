import type { RouterContextProvider } from "react-router";
import { bannersForVisit, type CustomerSegment, visitorSegments } from "~/features/banners/select-banners";
import { shellDictionaries } from "~/i18n/dictionary-groups.server";
import { type PackedDictionaries, packDictionaries } from "~/i18n/packed-dictionaries";
import { getRequestState } from "~/server/context.server";
import type { ShopConfig } from "~/server/shop-config";
import type { Banner, NavItem } from "../../../contract/content/content.schemas";
import { chromeCodec, type ShellWire } from "./shell";

/** What the header and footer show every visitor of a tenant alike; it travels packed (ADR 051). */
export interface ShopChrome {
  currencies: string[];
  links: Record<string, string>;
  navigation: NavItem[];
  footerLinks: NavItem[];
  supportEmail: string;
  supportPhone: string;
  countries: { iso2: string; name: string }[];
}

/** What every page's chrome needs (header, footer, i18n, promo stripe), from the root loader. */
export interface ShellData extends ShopChrome {
  shopName: string;
  locale: string;
  currency: string;
  /** The banners that may show on this visit (bannersForVisit), not all of the tenant's. */
  promoStripes: Banner[];
  campaign: string | null;
  /** The banner segments of the visitor, from the signed session (ADR 027). */
  segments: CustomerSegment[];
  requestTime: string;
  year: number;
  /** The entries the shell itself renders (ADR 040), packed (ADR 051); each route group's layout sends its own. */
  dictionaries: PackedDictionaries;
  /** Staff debug mode: dictionary keys instead of texts. */
  debug: boolean;
  loggedIn: boolean;
  /** Lines in the cart as the session last heard (null: not known yet), for the header's badge. */
  cartCount: number | null;
  /** The login session ended on this request (both tokens expired): say so once. */
  sessionExpired: boolean;
  /** An admin is logged in as a customer: the banner on every page says so, with a way to stop. */
  impersonation: { adminEmail: string; customerEmail: string; endsAt: string } | null;
}

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
  const { shop, session, debug, auth, sessionExpired } = getRequestState(context);
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
