import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";
import { closeDrawer, closeOnEscape } from "./SiteHeaderDrawers";

type AccountProps = {
  accountPath: string | null;
  ordersPath: string | null;
  loginPath: string | null;
  logoutAction: string | null;
};

/**
 * Signed in, the account action opens a small menu (personal area, orders, sign out): the bar keeps
 * two labelled actions instead of three bare icons (issue 17 §6). A disclosure, so it works without JS.
 */
function AccountMenu({
  accountPath,
  ordersPath,
  logoutAction,
}: AccountProps & { accountPath: string; logoutAction: string }) {
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

/** Signed in, the account menu; signed out, a link to sign in; nothing for a shop without accounts. */
export function AccountAction(props: AccountProps) {
  const { t } = useTranslation();
  const { accountPath, loginPath, logoutAction } = props;
  if (accountPath && logoutAction) {
    return (
      <li>
        <AccountMenu {...props} accountPath={accountPath} logoutAction={logoutAction} />
      </li>
    );
  }
  const link = accountPath ?? loginPath;
  if (!link) return null;
  return (
    <li>
      <PreloadLink to={link} className="header-action">
        <Icon name="user" size={22} />
        <span className="header-action__label">
          {accountPath
            ? t("header:account", { defaultValue: "My account" })
            : t("header:login", { defaultValue: "Sign in" })}
        </span>
      </PreloadLink>
    </li>
  );
}

/** The cart, with the number of its lines when known and not zero. */
export function CartAction({ cartPath, cartCount }: { cartPath: string; cartCount: number | null }) {
  const { t } = useTranslation();
  return (
    <li>
      <PreloadLink to={cartPath} className="header-action">
        <span className="header-action__icon">
          <Icon name="cart" size={22} />
          {cartCount ? (
            <span className="header-action__badge" aria-hidden="true" data-testid="cart-count">
              {cartCount}
            </span>
          ) : null}
        </span>
        <span className="header-action__label">
          {t("header:cart", { defaultValue: "Basket" })}
          {cartCount ? (
            <span className="visually-hidden">
              {t("header:cartCount", { defaultValue: "({{count}} items)", count: cartCount })}
            </span>
          ) : null}
        </span>
      </PreloadLink>
    </li>
  );
}
