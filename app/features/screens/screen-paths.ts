/**
 * Named screens (spec §2) live at tenant-specific paths that the basic configs' default links give
 * (fr: /connexion/, en: /login/). The route table is built before any tenant is known, so it declares
 * every configured tenant's path of each screen; `requireScreenPath` then lets a path through only for
 * the tenant whose default link it is. tests/integration/screen-paths.test.ts checks the seed agrees.
 */
export const SCREEN_PATHS = {
  login: ["/connexion/", "/login/"],
  register: ["/inscription/", "/register/"],
  passwordReset: ["/mot-de-passe-oublie/", "/forgotten-password/"],
  personalArea: ["/espace-client/", "/my-account/"],
  profile: ["/espace-client/profil/", "/my-account/profile/"],
  addresses: ["/espace-client/adresses/", "/my-account/addresses/"],
  cart: ["/panier/", "/basket/"],
  checkout: ["/panier/recapitulatif/", "/basket/checkout/"],
  orderSent: ["/panier/commande-envoyee/", "/basket/order-sent/"],
  paymentResult: ["/panier/paiement/", "/basket/payment/"],
  orders: ["/espace-client/commandes/", "/my-account/orders/"],
  orderDetail: ["/espace-client/commandes/detail/", "/my-account/orders/detail/"],
  upload: ["/espace-client/commandes/fichiers/", "/my-account/orders/files/"],
  uploadDetail: ["/espace-client/commandes/fichiers/detail/", "/my-account/orders/files/detail/"],
  myDesigns: ["/espace-client/mes-creations/", "/my-account/my-designs/"],
  legacyOrders: ["/espace-client/anciennes-commandes/", "/my-account/previous-orders/"],
  legacyOrderDetail: ["/espace-client/anciennes-commandes/detail/", "/my-account/previous-orders/detail/"],
  wallet: ["/espace-client/porte-monnaie/", "/my-account/wallet/"],
  paymentMethods: ["/espace-client/moyens-de-paiement/", "/my-account/payment-methods/"],
  premium: ["/espace-client/revendeur-premium/", "/my-account/premium-reseller/"],
  companyProfile: ["/espace-client/societe/", "/my-account/company/"],
  search: ["/recherche/", "/search/"],
  priceGrid: ["/grille-de-prix/", "/price-grid/"],
  newsletter: ["/lettre-d-information/", "/newsletter/"],
  newsletterUnsubscribe: ["/desinscription-newsletter/", "/newsletter-unsubscribe/"],
  quoteRequest: ["/demande-de-devis/", "/request-a-quote/"],
  quotes: ["/espace-client/devis/", "/my-account/quotes/"],
  welcome: ["/bienvenue/", "/welcome/"],
  designEditor: ["/creer-mon-design/", "/design-online/"],
} as const satisfies Record<string, readonly string[]>;

export type ScreenId = keyof typeof SCREEN_PATHS;

/** Route-table form of a path: no leading or trailing slash. */
export function routePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** True when `pathname` is this tenant's path of the screen (compared in canonical form). */
export function isTenantScreenPath(
  links: Readonly<Record<string, string>>,
  screen: ScreenId,
  pathname: string,
): boolean {
  const expected = links[screen];
  return expected !== undefined && routePath(expected) === routePath(pathname);
}

/** The screen one of whose tenant paths this is, or null. */
export function screenOfPath(pathname: string): ScreenId | null {
  const wanted = routePath(pathname);
  for (const [screen, paths] of Object.entries(SCREEN_PATHS) as [ScreenId, readonly string[]][]) {
    if (paths.some((path) => routePath(path) === wanted)) return screen;
  }
  return null;
}
