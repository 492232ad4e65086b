import { DESIGN_FONTS, type DesignFontId } from "./fonts";
import type { ImageLayer, Scene, SceneLayer, ShapeLayer, TextLayer } from "./scene.schemas";
import { type SetLine, setText } from "./text-layout";

/**
 * One scene page as SVG (issue 14, ADR 035), in millimetres with the bleed around the trim box. The
 * browser shows it with live text in the embedded fonts; the commerce API passes `textPaths` to
 * draw the same lines as glyph outlines for the raster preview. Browser-safe, no DOM.
 */
export const SAFE_MARGIN_MM = 3;

export interface SvgOptions {
  /** Where an image layer's picture is fetched from; null leaves the layer empty. */
  imageHref: (imageId: string) => string | null;
  /** Trim, bleed and safe-area guides, and placeholders for empty image slots (editor, fill-in). */
  guides?: boolean;
  /** Draws a set line as outlines instead of <text> (server previews have no web fonts). */
  textPaths?: (line: SetLine, layer: TextLayer, sizePt: number) => string;
  /** Placeholder label of an empty image slot. */
  placeholderLabel?: string;
  /** Accessible name of the whole picture. */
  title?: string;
  /**
   * Shows the trim box only, as the card comes off the cutter (issue 38 §5): what a shopper checks
   * in the cart and the order. The editor and the fill-in preview keep the bleed to design into it.
   */
  trimmed?: boolean;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const n = (value: number) => String(Math.round(value * 1000) / 1000);

function rotation(layer: SceneLayer) {
  if (!layer.rotation) return "";
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  return ` transform="rotate(${n(layer.rotation)} ${n(cx)} ${n(cy)})"`;
}

function shapeSvg(layer: ShapeLayer) {
  const paint = `fill="${layer.fill ?? "none"}" stroke="${layer.stroke ?? "none"}" stroke-width="${n(layer.strokeMm)}"`;
  if (layer.shape === "ellipse")
    return `<ellipse cx="${n(layer.x + layer.width / 2)}" cy="${n(layer.y + layer.height / 2)}" rx="${n(layer.width / 2)}" ry="${n(layer.height / 2)}" ${paint}${rotation(layer)}/>`;
  if (layer.shape === "line") {
    const y = layer.y + layer.height / 2;
    return `<line x1="${n(layer.x)}" y1="${n(y)}" x2="${n(layer.x + layer.width)}" y2="${n(y)}" stroke="${layer.stroke ?? layer.fill ?? "#000000"}" stroke-width="${n(Math.max(layer.strokeMm, 0.1))}"${rotation(layer)}/>`;
  }
  return `<rect x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.width)}" height="${n(layer.height)}" rx="${n(layer.cornerMm)}" ${paint}${rotation(layer)}/>`;
}

function textSvg(layer: TextLayer, options: SvgOptions) {
  const set = setText(layer);
  const sizeMm = (set.sizePt * 25.4) / 72;
  const body = set.lines
    .filter((line) => line.text.length > 0)
    .map((line) =>
      options.textPaths
        ? options.textPaths(line, layer, set.sizePt)
        : `<text x="${n(line.x)}" y="${n(line.baseline)}">${escapeXml(line.text)}</text>`,
    )
    .join("");
  const family = DESIGN_FONTS[layer.font as DesignFontId].family;
  const style = options.textPaths
    ? ""
    : ` font-family="'${family}'" font-weight="${layer.weight}" font-size="${n(sizeMm)}" style="font-kerning:none;font-variant-ligatures:none;white-space:pre"`;
  return `<g fill="${layer.color}"${style}${rotation(layer)} data-layer="${layer.id}">${body}</g>`;
}

function imageSvg(layer: ImageLayer, options: SvgOptions) {
  const href = layer.imageId ? options.imageHref(layer.imageId) : null;
  if (href) {
    const ratio = layer.fit === "cover" ? "xMidYMid slice" : "xMidYMid meet";
    return `<image href="${escapeXml(href)}" x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.width)}" height="${n(layer.height)}" preserveAspectRatio="${ratio}"${rotation(layer)}/>`;
  }
  if (!options.guides) return "";
  const label = escapeXml(options.placeholderLabel ?? "Logo");
  const size = Math.min(layer.height / 3, layer.width / 5);
  return `<g${rotation(layer)}><rect x="${n(layer.x)}" y="${n(layer.y)}" width="${n(layer.width)}" height="${n(layer.height)}" fill="#f2f4f7" stroke="#98a2b3" stroke-width="0.3" stroke-dasharray="1 1"/><text x="${n(layer.x + layer.width / 2)}" y="${n(layer.y + layer.height / 2 + size / 3)}" font-family="'Inter'" font-size="${n(size)}" fill="#475467" text-anchor="middle">${label}</text></g>`;
}

const layerSvg = (layer: SceneLayer, options: SvgOptions) =>
  layer.type === "text"
    ? textSvg(layer, options)
    : layer.type === "image"
      ? imageSvg(layer, options)
      : shapeSvg(layer);

function guidesSvg(scene: Scene) {
  const { widthMm: w, heightMm: h } = scene.format;
  const s = SAFE_MARGIN_MM;
  return `<g fill="none" stroke-width="0.25" pointer-events="none" data-guides=""><rect x="0" y="0" width="${n(w)}" height="${n(h)}" stroke="#d92d20"/><rect x="${s}" y="${s}" width="${n(w - 2 * s)}" height="${n(h - 2 * s)}" stroke="#1570ef" stroke-dasharray="1 1"/></g>`;
}

/** The SVG document of one page (0 = recto, 1 = verso). */
export function pageToSvg(scene: Scene, pageIndex: number, options: SvgOptions): string {
  const page = scene.pages[pageIndex];
  if (!page) throw new RangeError(`No page ${pageIndex}`);
  const { widthMm: w, heightMm: h } = scene.format;
  const b = options.trimmed ? 0 : scene.format.bleedMm;
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : "";
  const role = options.title ? ' role="img"' : ' aria-hidden="true"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(-b)} ${n(-b)} ${n(w + 2 * b)} ${n(h + 2 * b)}" width="${n(w + 2 * b)}mm" height="${n(h + 2 * b)}mm"${role}>`,
    title,
    `<rect x="${n(-b)}" y="${n(-b)}" width="${n(w + 2 * b)}" height="${n(h + 2 * b)}" fill="${page.background}"/>`,
    ...page.layers.map((layer) => layerSvg(layer, options)),
    options.guides ? guidesSvg(scene) : "",
    "</svg>",
  ].join("");
}
