import type { ReactNode } from "react";
import type { ContentPage } from "#contract/content/content.schemas";
import { ContentBlocks } from "~/features/content/ContentBlocks";
import { Breadcrumbs } from "../../shell/Breadcrumbs";

export const LAYOUTS = ["home", "category", "product", "landing", "standard"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Layout names the storefront knows; anything else falls back to "standard". */
export function layoutName(name: string | null | undefined): LayoutName {
  return (LAYOUTS as readonly string[]).includes(name ?? "") ? (name as LayoutName) : "standard";
}

/** Spec §2: home, category and product layouts show the promo stripe. */
export function layoutShowsPromoStripe(name: LayoutName): boolean {
  return name === "home" || name === "category" || name === "product";
}

/**
 * True when the page's first block supplies the h1: a hero on a home or category page (the title is
 * not said twice), or a product intro on a product page (or a loss leader offer). Otherwise the
 * layout renders `page.title` as the h1.
 */
export function firstBlockIsHeading(page: ContentPage): boolean {
  const layout = layoutName(page.layout);
  const first = page.blocks[0]?.type;
  return (
    ((layout === "home" || layout === "category") && first === "hero") ||
    (layout === "product" && (first === "productIntro" || first === "lossLeader"))
  );
}

function modifier(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type ContentLayoutProps = {
  page: ContentPage;
  /** Shown by the home, category and product layouts only. */
  promoStripe?: ReactNode;
  /** The page body; defaults to the page's blocks. */
  children?: ReactNode;
};

/** The frame of a content page inside <main>: promo stripe, breadcrumbs, h1, then the body. */
export function ContentLayout({ page, promoStripe, children }: ContentLayoutProps) {
  const layout = layoutName(page.layout);
  const suffix = page.layoutSuffix ? modifier(page.layoutSuffix) : "";
  const classes = ["layout", `layout--${layout}`, suffix ? `layout--${layout}--${suffix}` : null];
  const headingInBlock = firstBlockIsHeading(page);

  return (
    <div className={classes.filter(Boolean).join(" ")} data-layout={layout}>
      {layoutShowsPromoStripe(layout) ? promoStripe : null}
      {layout !== "home" && page.breadcrumbs.length > 0 ? (
        <div className="container layout__crumbs">
          <Breadcrumbs items={page.breadcrumbs} current={{ label: page.title, path: page.path }} />
        </div>
      ) : null}
      {headingInBlock ? null : (
        <header className={layout === "home" ? "visually-hidden" : "page-header"}>
          <div className="container">
            <h1 className="page-header__title">{page.title}</h1>
          </div>
        </header>
      )}
      {children ?? <ContentBlocks blocks={page.blocks} firstBlockIsHeading={headingInBlock} />}
    </div>
  );
}
