/**
 * Named screens (spec §2) live at tenant-specific paths that the basic configs' default links give
 * (fr: /connexion/, en: /login/). The route table is built before any tenant is known, so it declares
 * every configured tenant's path of each screen; each tenant is then served a table without the
 * other tenants' paths (`foreignScreenRouteIds`, ADR 046), and `requireScreen` still lets a path
 * through only for the tenant whose default link it is. tests/integration/screen-paths.test.ts checks
 * the seed agrees.
 */
export const SCREEN_TENANTS = ["fr", "en"] as const;
export type ScreenTenant = (typeof SCREEN_TENANTS)[number];

export const SCREEN_PATHS = {
  login: { fr: "/connexion/", en: "/login/" },
  register: { fr: "/inscription/", en: "/register/" },
  passwordReset: { fr: "/mot-de-passe-oublie/", en: "/forgotten-password/" },
  personalArea: { fr: "/espace-client/", en: "/my-account/" },
  profile: { fr: "/espace-client/profil/", en: "/my-account/profile/" },
  addresses: { fr: "/espace-client/adresses/", en: "/my-account/addresses/" },
  cart: { fr: "/panier/", en: "/basket/" },
  checkout: { fr: "/panier/recapitulatif/", en: "/basket/checkout/" },
  orderSent: { fr: "/panier/commande-envoyee/", en: "/basket/order-sent/" },
  paymentResult: { fr: "/panier/paiement/", en: "/basket/payment/" },
  orders: { fr: "/espace-client/commandes/", en: "/my-account/orders/" },
  orderDetail: { fr: "/espace-client/commandes/detail/", en: "/my-account/orders/detail/" },
  upload: { fr: "/espace-client/commandes/fichiers/", en: "/my-account/orders/files/" },
  uploadDetail: { fr: "/espace-client/commandes/fichiers/detail/", en: "/my-account/orders/files/detail/" },
  myDesigns: { fr: "/espace-client/mes-creations/", en: "/my-account/my-designs/" },
  legacyOrders: { fr: "/espace-client/anciennes-commandes/", en: "/my-account/previous-orders/" },
  legacyOrderDetail: {
    fr: "/espace-client/anciennes-commandes/detail/",
    en: "/my-account/previous-orders/detail/",
  },
  wallet: { fr: "/espace-client/porte-monnaie/", en: "/my-account/wallet/" },
  invoices: { fr: "/espace-client/factures/", en: "/my-account/invoices/" },
  paymentMethods: { fr: "/espace-client/moyens-de-paiement/", en: "/my-account/payment-methods/" },
  premium: { fr: "/espace-client/revendeur-premium/", en: "/my-account/premium-reseller/" },
  companyProfile: { fr: "/espace-client/societe/", en: "/my-account/company/" },
  search: { fr: "/recherche/", en: "/search/" },
  priceGrid: { fr: "/grille-de-prix/", en: "/price-grid/" },
  newsletter: { fr: "/lettre-d-information/", en: "/newsletter/" },
  newsletterUnsubscribe: { fr: "/desinscription-newsletter/", en: "/newsletter-unsubscribe/" },
  quoteRequest: { fr: "/demande-de-devis/", en: "/request-a-quote/" },
  quotes: { fr: "/espace-client/devis/", en: "/my-account/quotes/" },
  welcome: { fr: "/bienvenue/", en: "/welcome/" },
  designEditor: { fr: "/creer-mon-design/", en: "/design-online/" },
  myData: { fr: "/espace-client/mes-donnees/", en: "/my-account/my-data/" },
} as const satisfies Record<string, Readonly<Record<ScreenTenant, string>>>;

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
  for (const screen of Object.keys(SCREEN_PATHS) as ScreenId[]) {
    if (Object.values(SCREEN_PATHS[screen]).some((path) => routePath(path) === wanted)) return screen;
  }
  return null;
}

/** The screen's routes: one per distinct path among the tenants, its id naming screen and path. */
export function screenRoutes(screen: ScreenId): { path: string; id: string }[] {
  const paths = new Set(Object.values(SCREEN_PATHS[screen]).map(routePath));
  return [...paths].map((path) => ({ path, id: screenRouteId(screen, path) }));
}

function screenRouteId(screen: ScreenId, path: string): string {
  return `${screen}:${routePath(path)}`;
}

/** The screen a route id of app/routes.ts belongs to (`orders:espace-client/commandes`), or null. */
export function screenOfRouteId(id: string | undefined): ScreenId | null {
  const colon = id?.indexOf(":") ?? -1;
  const screen = colon > 0 ? id?.slice(0, colon) : undefined;
  return screen && Object.hasOwn(SCREEN_PATHS, screen) ? (screen as ScreenId) : null;
}

function isScreenTenant(tenant: string): tenant is ScreenTenant {
  return (SCREEN_TENANTS as readonly string[]).includes(tenant);
}

/**
 * The ids of the screen routes this tenant never answers (other tenants' paths), which its route
 * table leaves out. None for a tenant the table doesn't know: it keeps every path, and the screen
 * guard decides.
 */
export function foreignScreenRouteIds(tenant: string): ReadonlySet<string> {
  const foreign = new Set<string>();
  if (!isScreenTenant(tenant)) return foreign;
  for (const screen of Object.keys(SCREEN_PATHS) as ScreenId[]) {
    const own = screenRouteId(screen, SCREEN_PATHS[screen][tenant]);
    for (const { id } of screenRoutes(screen)) if (id !== own) foreign.add(id);
  }
  return foreign;
}
