import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { CachedElement } from "~/ui/cached-markup";
import { Icon } from "~/ui/Icon";
import { isActivePath } from "~/ui/link-paths";
import { PreloadLink } from "~/ui/PreloadLink";
import { closeDrawer, closeOnEscape } from "./SiteHeaderDrawers";

function navClass(isActive: boolean): string {
  return isActive ? "site-nav__link is-active" : "site-nav__link";
}

/** Which navigation items lead to the current page or above it, as NavLink would mark them. */
export function activeItems(items: readonly NavItem[], currentPath: string): boolean[] {
  return items.map((item) => isActivePath(currentPath, item.path, false));
}

type NavListProps = { items: NavItem[]; active: readonly boolean[]; variant: "bar" | "drawer" };

/**
 * The navigation's items: the same for every page with the same items and the same active one, so the
 * server sends them from its markup cache (ADR 057); the active state comes from the page's path.
 */
function NavList({ items, active, variant }: NavListProps) {
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
              className={navClass(active[index] === true)}
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

/** The phone's menu: a disclosure (works without JS) holding the navigation. */
export function MenuDrawer({ items, active }: Omit<NavListProps, "variant">) {
  const { t } = useTranslation();
  return (
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
        <NavList items={items} active={active} variant="drawer" />
      </nav>
    </details>
  );
}

/** The wide screen's navigation bar. */
export function NavBar({ items, active }: Omit<NavListProps, "variant">) {
  const { t } = useTranslation();
  return (
    <nav
      className="site-nav site-nav--bar"
      aria-label={t("header:nav.label", { defaultValue: "Main navigation" })}
    >
      <NavList items={items} active={active} variant="bar" />
    </nav>
  );
}
