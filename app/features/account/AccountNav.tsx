import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { PreloadNavLink } from "~/ui/PreloadLink";

export type AccountNavProps = { links: Record<string, string> };

/** The personal area sidebar: one entry per account screen the tenant links to. */
export function AccountNav({ links }: AccountNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = [
    { id: "personalArea", label: t("account:nav.overview", { defaultValue: "Overview" }) },
    { id: "profile", label: t("account:nav.profile", { defaultValue: "Profile" }) },
    { id: "orders", label: t("orders:title", { defaultValue: "My orders" }) },
    { id: "myDesigns", label: t("designs:nav", { defaultValue: "My designs" }) },
    { id: "quotes", label: t("quotes:nav", { defaultValue: "My quotes" }) },
    { id: "legacyOrders", label: t("legacy:nav", { defaultValue: "Previous orders" }) },
    { id: "addresses", label: t("account:nav.addresses", { defaultValue: "Addresses" }) },
    { id: "companyProfile", label: t("company:nav", { defaultValue: "Company" }) },
    { id: "wallet", label: t("account:wallet.title", { defaultValue: "Wallet" }) },
    { id: "paymentMethods", label: t("paymentMethods:nav", { defaultValue: "Payment methods" }) },
    { id: "premium", label: t("premium:nav", { defaultValue: "Premium reseller" }) },
    { id: "myData", label: t("account:nav.myData", { defaultValue: "My data" }) },
  ].filter((entry) => links[entry.id]);
  const current = entries.find((entry) => links[entry.id] === pathname);
  const list = (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <PreloadNavLink to={links[entry.id] as string} end>
            {entry.label}
          </PreloadNavLink>
        </li>
      ))}
    </ul>
  );
  const label = t("account:nav.label", { defaultValue: "My account" });
  // Two renderings, one shown per screen width (CSS): a phone's menu folds behind its current entry.
  return (
    <nav className="account-nav" aria-label={label}>
      <details className="account-nav__disclosure">
        <summary>
          {current
            ? t("account:nav.current", {
                defaultValue: "{{menu}}: {{screen}}",
                menu: label,
                screen: current.label,
              })
            : label}
          <Icon name="chevron" size={16} />
        </summary>
        {list}
      </details>
      <div className="account-nav__sidebar">{list}</div>
    </nav>
  );
}
