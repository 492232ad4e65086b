import type { ReactNode } from "react";
import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Logo } from "~/ui/Logo";
import { PreloadLink } from "~/ui/PreloadLink";
import { AccountAction, CartAction } from "./SiteHeaderActions";
import { useOutsideTapClosesDrawers } from "./SiteHeaderDrawers";
import { activeItems, MenuDrawer, NavBar } from "./SiteHeaderNav";
import { HeaderTop, type HeaderTopProps } from "./SiteHeaderTop";

export type SiteHeaderProps = HeaderTopProps & {
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
  /** The search box (a capability's island), placed by the root. */
  search: ReactNode;
  /** The page's path, for the navigation's active item. */
  currentPath: string;
  /** When set, the visitor is logged in and a sign-out button posts here. */
  logoutAction: string | null;
};

/**
 * The shop's header, by what it shows: the tagline and currency (SiteHeaderTop), the navigation as a
 * phone drawer and a bar (SiteHeaderNav), the logo, the search box, the account and cart actions
 * (SiteHeaderActions).
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { navigation, cartPath } = props;
  const { t } = useTranslation();
  useOutsideTapClosesDrawers();
  const active = activeItems(navigation, props.currentPath);
  return (
    <header className="site-header">
      <HeaderTop {...props} />
      <div className="container site-header__bar">
        {navigation.length > 0 ? <MenuDrawer items={navigation} active={active} /> : null}
        <PreloadLink to={props.homePath} className="site-header__logo">
          <Logo shopName={props.shopName} />
          <span className="visually-hidden"> – {t("header:home", { defaultValue: "Home" })}</span>
        </PreloadLink>
        {navigation.length > 0 ? <NavBar items={navigation} active={active} /> : null}
        {props.search}
        <ul className="site-header__actions">
          <AccountAction
            accountPath={props.accountPath}
            ordersPath={props.ordersPath ?? null}
            loginPath={props.loginPath}
            logoutAction={props.logoutAction}
          />
          {cartPath ? <CartAction cartPath={cartPath} cartCount={props.cartCount ?? null} /> : null}
        </ul>
      </div>
    </header>
  );
}
