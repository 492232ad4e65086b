import type { Banner, NavItem } from "#contract/content/content.schemas";
import type { Packed } from "#contract/packed-json";
import { packedJson } from "#contract/packed-json";
import type { PackedDictionaries } from "~/i18n/packed-dictionaries";
import type { CustomerSegment } from "~/shell/banners/select-banners";

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

/**
 * The root loader's data: the shell with the shop's chrome packed as one text (ADR 051), the same for
 * every visitor of a tenant. Components read the assembled ShellData (`shellOf`, through useShell).
 */
export type ShellWire = Omit<ShellData, keyof ShopChrome> & { chrome: Packed<ShopChrome> };

export const chromeCodec = packedJson<ShopChrome>();

const assembled = new WeakMap<ShellWire, ShellData>();

/** The shell of the root loader's data, assembled once per data object (a page render, a revalidation). */
export function shellOf(wire: ShellWire): ShellData {
  let shell = assembled.get(wire);
  if (!shell) {
    shell = assembleShell(chromeCodec.unpack(wire.chrome), wire);
    assembled.set(wire, shell);
  }
  return shell;
}

/**
 * Field by field, not `{ ...chrome, ...rest }`: Node 20's V8 adds each property that follows a spread
 * on a slow path, and that literal cost ~16 µs on every page the server renders (ADR 112).
 */
function assembleShell(chrome: ShopChrome, wire: ShellWire): ShellData {
  return {
    currencies: chrome.currencies,
    links: chrome.links,
    navigation: chrome.navigation,
    footerLinks: chrome.footerLinks,
    supportEmail: chrome.supportEmail,
    supportPhone: chrome.supportPhone,
    countries: chrome.countries,
    shopName: wire.shopName,
    locale: wire.locale,
    currency: wire.currency,
    promoStripes: wire.promoStripes,
    campaign: wire.campaign,
    segments: wire.segments,
    requestTime: wire.requestTime,
    year: wire.year,
    dictionaries: wire.dictionaries,
    debug: wire.debug,
    loggedIn: wire.loggedIn,
    cartCount: wire.cartCount,
    sessionExpired: wire.sessionExpired,
    impersonation: wire.impersonation,
  };
}
