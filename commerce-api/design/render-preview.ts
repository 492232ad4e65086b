import { Resvg } from "@resvg/resvg-js";
import type { DesignFontId, DesignFontWeight } from "../../contract/design/fonts";
import type { Scene, TextLayer } from "../../contract/design/scene.schemas";
import { pageToSvg } from "../../contract/design/scene-svg";
import type { SetLine } from "../../contract/design/text-layout";
import { ptToMm } from "../../contract/design/units";
import { fontFace } from "./font-files";

/**
 * The raster preview of a design (issue 14): the shared SVG of its first page with the text drawn as
 * the fonts' glyph outlines (resvg has no web fonts), rendered to a PNG a cart line or "my designs"
 * can show. Images come in as data URLs so the preview needs nothing else. It is cut at the trim
 * (issue 38 §5): a name that runs off the card shows cut there, as it will print.
 */
export const PREVIEW_WIDTH_PX = 480;

export function glyphOutlines(line: SetLine, layer: TextLayer, sizePt: number): string {
  const face = fontFace(layer.font as DesignFontId, layer.weight as DesignFontWeight);
  const scale = ptToMm(sizePt) / face.unitsPerEm;
  let x = line.x;
  const paths: string[] = [];
  for (const char of line.text) {
    const glyph = face.glyphForCodePoint(char.codePointAt(0) ?? 32);
    const d = glyph.path.toSVG();
    if (d)
      paths.push(
        `<path transform="translate(${x.toFixed(3)} ${line.baseline.toFixed(3)}) scale(${scale.toFixed(6)} ${(-scale).toFixed(6)})" d="${d}"/>`,
      );
    x += glyph.advanceWidth * scale;
  }
  return paths.join("");
}

export function renderPreviewPng(
  scene: Scene,
  images: ReadonlyMap<string, { type: string; bytes: Uint8Array }>,
  pageIndex = 0,
  widthPx = PREVIEW_WIDTH_PX,
): Uint8Array {
  const svg = pageToSvg(scene, pageIndex, {
    imageHref: (imageId) => {
      const image = images.get(imageId);
      if (!image) return null;
      const mime = image.type === "svg" ? "image/svg+xml" : `image/${image.type}`;
      return `data:${mime};base64,${Buffer.from(image.bytes).toString("base64")}`;
    },
    textPaths: glyphOutlines,
    trimmed: true,
  });
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: widthPx },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}
