import type { ContentPage } from "~/features/content/content.schemas";
import type { ProductPageSource } from "./product-page.server";

/** A product page is a content page with the product layout whose first block names the product. */
export function productSource(page: ContentPage): ProductPageSource | null {
  if (page.layout !== "product") return null;
  const intro = page.blocks.find((block) => block.type === "productIntro");
  if (intro?.type !== "productIntro") return null;
  return { pageId: page.id, title: page.title, path: page.path, productKey: intro.productKey };
}
