import type { ContentPage } from "../../../contract/content/content.schemas";
import type { ProductPageSource } from "./product-page.types";

/**
 * A product page is a content page with the product layout whose first block names the product,
 * or a loss leader landing page (its `lossLeader` block takes the product from the offer key).
 */
export function productSource(page: ContentPage): ProductPageSource | null {
  if (page.layout !== "product") return null;
  const base = { pageId: page.id, title: page.title, path: page.path };
  if (page.blocks.some((block) => block.type === "lossLeader"))
    return { ...base, productKey: "", lossLeaderPage: true };
  const intro = page.blocks.find((block) => block.type === "productIntro");
  if (intro?.type !== "productIntro") return null;
  return { ...base, productKey: intro.productKey, lossLeaderPage: false };
}
