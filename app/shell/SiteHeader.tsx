import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect } from "react";
import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import { Icon } from "~/ui/Icon";
import { Logo } from "~/ui/Logo";
import { isActivePath } from "~/ui/link-paths";
import { PreloadLink } from "~/ui/PreloadLink";

export type SiteHeaderProps = {
  shopName: string;
  homePath: string;
  navigation: NavItem[];
  cartPath: string | null;
  /** Lines in the cart, shown on the cart action when known and not zero. */
  cartCount?: number | null;
  accountPath: string | null;
  /** The customer's orders, offered in the account menu. */
  ordersPath?: string | null;
  loginPath: string | null;
  /** The tenant's search screen; the header's search box is a GET form to it. */
  /** The search box (a capability's island), placed by the root. */
  search: ReactNode;
  currency: string;
  currencies: string[];
  currencySwitchAction: string;
  returnTo: string;
  /** The page's path, for the navigation's active item. */
  currentPath: string;
  /** When set, the visitor is logged in and a sign-out button posts here. */
  logoutAction: string | null;
};

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? "site-nav__link is-active" : "site-nav__link";
}

/** With JavaScript on, a client-side navigation from the drawer closes it (no effect without JS). */
function closeDrawer(event: MouseEvent<HTMLAnchorElement>): void {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

/** Escape closes the open drawer and gives focus back to its toggle (WAI-ARIA disclosure pattern). */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
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
function useOutsideTapClosesDrawers(): void {
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

/** Which navigation items lead to the current page or above it, as NavLink would mark them. */
function activeItems(items: readonly NavItem[], currentPath: string): boolean[] {
  return items.map((item) => isActivePath(currentPath, item.path, false));
}

/**
 * The navigation's items: the same for every page with the same items and the same active one, so the
 * server sends them from its markup cache (ADR 057); the active state comes from the page's path.
 */
function NavList({
  items,
  active,
  variant,
}: {
  items: NavItem[];
  active: readonly boolean[];
  variant: "bar" | "drawer";
}) {
  return (
    <CachedElement
      as="ul"
      className={`site-nav__list site-nav__list--${variant}`}
      name={`nav-${variant}`}
      keyParts={() => [items, active.join("")]}
    >
      <>
        {items.map((item, index) => (
          <li key={item.path}>
            <PreloadLink
              to={item.path}
              className={navClass({ isActive: active[index] === true })}
              aria-current={active[index] ? "page" : undefined}
              onClick={variant === "drawer" ? closeDrawer : undefined}
            >
              {item.label}
              {variant === "drawer" ? <Icon name="chevron" size={16} className="site-nav__chevron" /> : null}
            </PreloadLink>
          </li>
        ))}
      </>
    </CachedElement>
  );
}

type CurrencyFormProps = Pick<
  SiteHeaderProps,
  "currency" | "currencies" | "currencySwitchAction" | "returnTo"
>;

/** Plain POST form: works without JavaScript; the action redirects back to `returnTo`. */
function CurrencyForm({ currency, currencies, currencySwitchAction, returnTo }: CurrencyFormProps) {
  const { t } = useTranslation();
  return (
    <form className="currency-form" method="post" action={currencySwitchAction}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="currency-form__label" htmlFor="currency-select">
        {t("common:currency.label", { defaultValue: "Currency" })}
      </label>
      <select id="currency-select" className="currency-form__select" name="currency" defaultValue={currency}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <button type="submit" className="currency-form__submit">
        {t("common:currency.switch", { defaultValue: "Change" })}
      </button>
    </form>
  );
}

/**
 * Signed in, the account action opens a small menu (personal area, orders, sign out): the bar keeps
 * two labelled actions instead of three bare icons (issue 17 §6). A disclosure, so it works without JS.
 */
function AccountMenu({
  accountPath,
  ordersPath,
  logoutAction,
}: {
  accountPath: string;
  ordersPath: string | null;
  logoutAction: string;
}) {
  const { t } = useTranslation();
  return (
    <details className="account-menu" onKeyDown={closeOnEscape}>
      <summary className="header-action">
        <Icon name="user" size={22} />
        <span className="header-action__label">{t("header:account", { defaultValue: "My account" })}</span>
      </summary>
      <div className="account-menu__panel">
        <PreloadLink to={accountPath} className="account-menu__item" onClick={closeDrawer}>
          {t("header:personalArea", { defaultValue: "My personal area" })}
        </PreloadLink>
        {ordersPath ? (
          <PreloadLink to={ordersPath} className="account-menu__item" onClick={closeDrawer}>
            {t("header:orders", { defaultValue: "My orders" })}
          </PreloadLink>
        ) : null}
        <form method="post" action={logoutAction} className="header-action-form">
          <button type="submit" className="account-menu__item account-menu__signout">
            <Icon name="logout" size={18} />
            {t("header:logout", { defaultValue: "Sign out" })}
          </button>
        </form>
      </div>
    </details>
  );
}

/** The tagline and the currency: the same on every page of a shop in one currency (ADR 057). */
function HeaderTop(props: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="container site-header__top-inner">
      <p className="site-header__tagline">
        <Icon name="truck" size={16} />
        <span className="site-header__tagline-text">
          {t("header:tagline", { defaultValue: "Professional printing, delivered fast" })}
        </span>
      </p>
      {props.currencies.length > 1 ? (
        <CurrencyForm {...props} />
      ) : (
        <p className="currency-form">
          <span className="currency-form__label">
            {t("common:currency.label", { defaultValue: "Currency" })}
          </span>
          <span className="currency-form__value">{props.currency}</span>
        </p>
      )}
    </div>
  );
}

export function SiteHeader(props: SiteHeaderProps) {
  const { shopName, homePath, navigation, cartPath, accountPath, loginPath } = props;
  const { t } = useTranslation();
  useOutsideTapClosesDrawers();
  const active = activeItems(navigation, props.currentPath);
  const accountLink = accountPath ?? loginPath;
  const accountLabel = accountPath
    ? t("header:account", { defaultValue: "My account" })
    : t("header:login", { defaultValue: "Sign in" });

  return (
    <header className="site-header">
      <CachedElement
        as="div"
        className="site-header__top"
        name="header-top"
        keyParts={() => [
          props.currency,
          props.currencies,
          // Only a shop with a choice of currencies has the form that returns to this page.
          props.currencies.length > 1 ? `${props.currencySwitchAction} ${props.returnTo}` : "",
        ]}
      >
        <HeaderTop {...props} />
      </CachedElement>
      <div className="container site-header__bar">
        {navigation.length > 0 ? (
          <details className="site-header__menu" onKeyDown={closeOnEscape}>
            <summary className="site-header__menu-toggle">
              <Icon name="menu" size={22} className="site-header__menu-open" />
              <Icon name="close" size={22} className="site-header__menu-close" />
              <span className="visually-hidden">{t("header:nav.open", { defaultValue: "Menu" })}</span>
            </summary>
            <nav
              className="site-nav site-nav--drawer"
              aria-label={t("header:nav.label", { defaultValue: "Main navigation" })}
            >
              <NavList items={navigation} active={active} variant="drawer" />
            </nav>
          </details>
        ) : null}
        <PreloadLink to={homePath} className="site-header__logo">
          <Logo shopName={shopName} />
          <span className="visually-hidden"> – {t("header:home", { defaultValue: "Home" })}</span>
        </PreloadLink>
        {navigation.length > 0 ? (
          <nav
            className="site-nav site-nav--bar"
            aria-label={t("header:nav.label", { defaultValue: "Main navigation" })}
          >
            <NavList items={navigation} active={active} variant="bar" />
          </nav>
        ) : null}
        {props.search}
        <ul className="site-header__actions">
          {accountPath && props.logoutAction ? (
            <li>
              <AccountMenu
                accountPath={accountPath}
                ordersPath={props.ordersPath ?? null}
                logoutAction={props.logoutAction}
              />
            </li>
          ) : accountLink ? (
            <li>
              <PreloadLink to={accountLink} className="header-action">
                <Icon name="user" size={22} />
                <span className="header-action__label">{accountLabel}</span>
              </PreloadLink>
            </li>
          ) : null}
          {cartPath ? (
            <li>
              <PreloadLink to={cartPath} className="header-action">
                <span className="header-action__icon">
                  <Icon name="cart" size={22} />
                  {props.cartCount ? (
                    <span className="header-action__badge" aria-hidden="true" data-testid="cart-count">
                      {props.cartCount}
                    </span>
                  ) : null}
                </span>
                <span className="header-action__label">
                  {t("header:cart", { defaultValue: "Basket" })}
                  {props.cartCount ? (
                    <span className="visually-hidden">
                      {t("header:cartCount", { defaultValue: "({{count}} items)", count: props.cartCount })}
                    </span>
                  ) : null}
                </span>
              </PreloadLink>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}
