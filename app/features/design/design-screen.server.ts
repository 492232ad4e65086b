import type { RouterContextProvider } from "react-router";
import { DESIGN_BLEED_MM, designFormatOf, designFormatOfSelection } from "#contract/design/formats";
import type { Scene } from "#contract/design/scene.schemas";
import { pageToSvg } from "#contract/design/scene-svg";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import { fetchConfiguration } from "~/features/product/product-api.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { errorResponse, guardUpstream } from "~/server/http-errors.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import { designImageUrl, fetchDesign, fetchTemplate, templatesPage } from "./design-api.server";
import { DESIGN_PARAMS, designScreenUrl } from "./design-links";
import { type FillInField, fillInFormOf } from "./fill-in";

/** The design screen (issue 14): the template browser, then the fill-in form with its preview. */
export interface DesignProduct {
  key: string;
  name: string;
  formatKey: string;
  widthMm: number;
  heightMm: number;
  /** The product page the shopper came from (checked same-origin path). */
  from: string;
}

export interface TemplateCard {
  id: string;
  name: string;
  category: string;
  pages: number;
  svg: string;
  href: string;
}

export type DesignScreenData =
  | {
      step: "browse";
      product: DesignProduct;
      blankHref: string;
      templates: TemplateCard[];
      categories: { name: string; href: string; current: boolean }[];
      allHref: string;
      moreHref: string | null;
    }
  | ({ step: "fill"; product: DesignProduct; browseHref: string } & FillInView);

export interface FillInView {
  source: { kind: "template" | "design"; id: string };
  /** The scene itself, for the full editor (JS only, loaded on demand). */
  scene: Scene;
  /** Where the full editor saves and uploads: /design/api with this screen's product query. */
  apiUrl: string;
  name: string;
  fields: FillInField[];
  logo: { imageId: string | null } | null;
  previews: string[];
}

const notFound = () => errorResponse(404, "errors:request.notFound");
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

async function productOf(state: RequestState, key: string): Promise<ProductConfiguration> {
  if (!KEY.test(key)) throw notFound();
  const configuration = await guardUpstream(async () => {
    try {
      return await fetchConfiguration(state.api, key);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });
  if (!configuration?.designExperience) throw notFound();
  return configuration;
}

export async function designProductOf(state: RequestState, url: URL): Promise<DesignProduct> {
  const query = url.searchParams;
  const configuration = await productOf(state, query.get(DESIGN_PARAMS.product) ?? "");
  const defaults = designFormatOfSelection(configuration.productCustomization.selectedAttributes);
  const format = designFormatOf(query.get(DESIGN_PARAMS.format) ?? "") ?? defaults;
  if (!format) throw notFound();
  return {
    key: configuration.productKey,
    name: configuration.productName,
    formatKey: format.key,
    widthMm: format.widthMm,
    heightMm: format.heightMm,
    from: safeRedirectPath(query.get(DESIGN_PARAMS.from), state.shop.links.home ?? "/"),
  };
}

/** "Blank page" in the template browser: the editor starts from an empty front at the trim size. */
export const BLANK_TEMPLATE = "blank";

/** A template to start from, or the blank page. */
export async function startingScene(state: RequestState, templateId: string, product: DesignProduct) {
  if (templateId !== BLANK_TEMPLATE) return fetchTemplate(state, templateId);
  const scene: Scene = {
    version: 1,
    format: { widthMm: product.widthMm, heightMm: product.heightMm, bleedMm: DESIGN_BLEED_MM },
    pages: [{ background: "#ffffff", layers: [] }],
  };
  return {
    id: BLANK_TEMPLATE,
    name: state.shop.domain.locale.startsWith("fr") ? "Mon design" : "My design",
    scene,
  };
}

/** The pages of a scene as SVG for the browser, with the trim and safe-area guides when editing. */
export function previewsOf(scene: Scene, guides: boolean, logoLabel: string): string[] {
  return scene.pages.map((_, index) =>
    pageToSvg(scene, index, { imageHref: designImageUrl, guides, placeholderLabel: logoLabel }),
  );
}

export async function loadDesignScreen(
  context: Readonly<RouterContextProvider>,
  url: URL,
  logoLabel: string,
): Promise<DesignScreenData> {
  const state = getRequestState(context);
  const product = await designProductOf(state, url);
  const screen = url.pathname;
  const link = (extra: { template?: string; design?: string } = {}) =>
    designScreenUrl(screen, {
      productKey: product.key,
      formatKey: product.formatKey,
      from: product.from,
      ...extra,
    });
  const designId = url.searchParams.get(DESIGN_PARAMS.design);
  const templateId = url.searchParams.get(DESIGN_PARAMS.template);
  if (designId || templateId) {
    const api = new URLSearchParams({
      [DESIGN_PARAMS.product]: product.key,
      [DESIGN_PARAMS.format]: product.formatKey,
      [DESIGN_PARAMS.from]: product.from,
    });
    const fill = await loadFillIn(state, designId, templateId, logoLabel, `/design/api?${api}`, product);
    return { step: "fill", product, browseHref: link(), ...fill };
  }
  return loadBrowse(state, url, product, link);
}

async function loadFillIn(
  state: RequestState,
  designId: string | null,
  templateId: string | null,
  logoLabel: string,
  apiUrl: string,
  product: DesignProduct,
): Promise<FillInView> {
  const id = designId ?? templateId ?? "";
  if (!KEY.test(id)) throw notFound();
  const found = await guardUpstream(async () => {
    try {
      if (designId) {
        const design = await fetchDesign(state, id);
        return design.owned ? { kind: "design" as const, name: design.name, scene: design.scene } : null;
      }
      const template = await startingScene(state, id, product);
      return { kind: "template" as const, name: template.name, scene: template.scene };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });
  if (!found) throw notFound();
  const form = fillInFormOf(found.scene);
  return {
    source: { kind: found.kind, id },
    scene: found.scene,
    apiUrl,
    name: found.name,
    fields: form.texts,
    logo: form.logo,
    previews: previewsOf(found.scene, true, logoLabel),
  };
}

async function loadBrowse(
  state: RequestState,
  url: URL,
  product: DesignProduct,
  link: (extra?: { template?: string }) => string,
): Promise<DesignScreenData> {
  const category = url.searchParams.get(DESIGN_PARAMS.category)?.slice(0, 60) || undefined;
  const cursor = url.searchParams.get(DESIGN_PARAMS.cursor)?.slice(0, 200) || undefined;
  const page = await guardUpstream(async () => {
    try {
      return await templatesPage(state, {
        productId: product.key,
        format: product.formatKey,
        category,
        cursor,
      });
    } catch (error) {
      // A stale or forged cursor starts the list over rather than failing the page.
      if (error instanceof ApiError && error.status === 400 && cursor)
        return templatesPage(state, { productId: product.key, format: product.formatKey, category });
      throw error;
    }
  });
  const withQuery = (changes: Record<string, string | null>) => {
    const next = new URL(link(), url);
    if (category) next.searchParams.set(DESIGN_PARAMS.category, category);
    for (const [name, value] of Object.entries(changes))
      value === null ? next.searchParams.delete(name) : next.searchParams.set(name, value);
    return `${next.pathname}${next.search}`;
  };
  return {
    step: "browse",
    product,
    blankHref: link({ template: BLANK_TEMPLATE }),
    templates: page.templates.map((template) => ({
      id: template.id,
      name: template.name,
      category: template.category,
      pages: template.pages,
      svg: pageToSvg(template.scene, 0, { imageHref: () => null }),
      href: link({ template: template.id }),
    })),
    categories: page.categories.map((name) => ({
      name,
      href: withQuery({ [DESIGN_PARAMS.category]: name, [DESIGN_PARAMS.cursor]: null }),
      current: name === category,
    })),
    allHref: withQuery({ [DESIGN_PARAMS.category]: null, [DESIGN_PARAMS.cursor]: null }),
    moreHref: page.nextCursor ? withQuery({ [DESIGN_PARAMS.cursor]: page.nextCursor }) : null,
  };
}
