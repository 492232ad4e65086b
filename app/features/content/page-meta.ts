import type { ContentPage } from "../../../contract/content/content.schemas";

interface PageMetaInput {
  page: ContentPage;
  canonicalUrl: string;
  indexable: boolean;
}

/** Title, description, canonical URL and robots directives of a content page. */
export function pageMeta(data: PageMetaInput | undefined, shopName = "Presto") {
  if (!data) return [{ title: shopName }];
  const { page, canonicalUrl, indexable } = data;
  const title = page.metaTitle || `${page.title} | ${shopName}`;
  return [
    { title },
    { name: "description", content: page.metaDescription },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { name: "robots", content: indexable ? "index, follow" : "noindex, nofollow" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.metaDescription },
    { property: "og:url", content: canonicalUrl },
    { property: "og:site_name", content: shopName },
  ];
}
