import type { NavItem } from "#contract/content/content.schemas";
import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/ui/Icon";
import { PreloadLink } from "~/ui/PreloadLink";

export type BreadcrumbsProps = {
  /** Ancestors of the current page, root first. */
  items: NavItem[];
  /** The current page, shown last and not linked. */
  current: NavItem;
};

function trail(items: NavItem[], current: NavItem): NavItem[] {
  const last = items.at(-1);
  return last && last.path === current.path ? items.slice(0, -1) : items;
}

export function Breadcrumbs({ items, current }: BreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("common:breadcrumbs", { defaultValue: "Breadcrumb" })}>
      <ol className="breadcrumbs__list">
        {trail(items, current).map((item) => (
          <li className="breadcrumbs__item" key={item.path}>
            <PreloadLink to={item.path}>{item.label}</PreloadLink>
            <Icon name="chevron" size={14} className="breadcrumbs__sep" />
          </li>
        ))}
        {/* The page's own heading follows at once and names it: the current crumb is for assistive tech only. */}
        <li className="breadcrumbs__item breadcrumbs__item--current">
          <span aria-current="page" className="visually-hidden">
            {current.label}
          </span>
        </li>
      </ol>
    </nav>
  );
}
