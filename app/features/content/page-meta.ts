import type { ContentPage } from "#contract/content/content.schemas";
import type { HreflangLink } from "./structured-data";

interface PageMetaInput {
  page: ContentPage;
  canonicalUrl: string;
  indexable: boolean;
  seo?: { hreflang: HreflangLink[]; ogImage: string | null };
}

/** Title, description, canonical URL, hreflang alternates, robots directives and Open Graph of a content page. */
export function pageMeta(data: PageMetaInput | undefined, shopName = "Presto") {
  if (!data) return [{ title: shopName }];
  const { page, canonicalUrl, indexable, seo } = data;
  const title = page.metaTitle || `${page.title} | ${shopName}`;
  // Alternates only matter to crawlers that may index the page.
  const alternates = indexable ? (seo?.hreflang ?? []) : [];
  return [
    { title },
    { name: "description", content: page.metaDescription },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    ...alternates.map((link) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: link.hreflang,
      href: link.href,
    })),
    { name: "robots", content: indexable ? "index, follow" : "noindex, nofollow" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.metaDescription },
    { property: "og:url", content: canonicalUrl },
    { property: "og:site_name", content: shopName },
    ...(seo?.ogImage ? [{ property: "og:image", content: seo.ogImage }] : []),
  ];
}
