import { FONT_METRICS, type FontMetrics, MEASURED_CHARS } from "./font-metrics";
import { ptToMm } from "./units";

/**
 * Text setting shared by the editor, the preview and the PDF (issue 14, ADR 035): the same advance
 * widths (no kerning, no ligatures) give the same line breaks and positions everywhere. A text box
 * wraps at word boundaries and shrinks its size in half points until its lines fit the box.
 */
const INDEX = new Map([...MEASURED_CHARS].map((char, index) => [char, index] as const));
export const MIN_FIT_PT = 4;

export function metricsOf(font: string, weight: number): FontMetrics {
  const metrics = FONT_METRICS[`${font}/${weight}`];
  if (!metrics) throw new Error(`No metrics for ${font}/${weight}`);
  return metrics;
}

/** Characters a font can't print (line breaks are fine), each once, in order of appearance. */
export function unsupportedCharacters(text: string, font: string, weight: number): string[] {
  const metrics = FONT_METRICS[`${font}/${weight}`];
  if (!metrics) return [];
  const missing = new Set<string>();
  for (const char of text) {
    if (char === "\n") continue;
    const index = INDEX.get(char);
    if (index === undefined || (metrics.widths[index] ?? -1) < 0) missing.add(char);
  }
  return [...missing];
}

/** Width of a single line in millimetres at a size in points. */
export function lineWidthMm(text: string, metrics: FontMetrics, sizePt: number): number {
  let units = 0;
  for (const char of text) {
    const index = INDEX.get(char);
    const advance = index === undefined ? -1 : (metrics.widths[index] ?? -1);
    units += advance >= 0 ? advance : metrics.unitsPerEm / 2;
  }
  return ptToMm((units / metrics.unitsPerEm) * sizePt);
}

/** Greedy word wrap of each paragraph; a word longer than the line stays whole (it shrinks the size). */
export function wrapLines(text: string, metrics: FontMetrics, sizePt: number, widthMm: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(/ +/);
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidthMm(candidate, metrics, sizePt) > widthMm) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

export interface SetLine {
  text: string;
  /** Left end of the line's baseline, in millimetres from the trim box's top-left corner. */
  x: number;
  baseline: number;
  width: number;
}

export interface SetText {
  sizePt: number;
  lines: SetLine[];
  /** True when the text had to shrink below its chosen size to fit. */
  shrunk: boolean;
  /** True when even the smallest size doesn't fit the box (the editor warns). */
  overflows: boolean;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  font: string;
  weight: number;
  sizePt: number;
  align: "left" | "center" | "right";
  lineHeight: number;
}

const fits = (lines: string[], metrics: FontMetrics, sizePt: number, box: TextBox) =>
  lines.every((line) => lineWidthMm(line, metrics, sizePt) <= box.width + 1e-6) &&
  ptToMm(sizePt) * (box.lineHeight * (lines.length - 1) + 1) <= box.height + 1e-6;

/** Breaks, fits and positions a text box's lines. */
export function setText(box: TextBox): SetText {
  const metrics = metricsOf(box.font, box.weight);
  let sizePt = box.sizePt;
  let lines = wrapLines(box.text, metrics, sizePt, box.width);
  while (!fits(lines, metrics, sizePt, box) && sizePt - 0.5 >= MIN_FIT_PT) {
    sizePt -= 0.5;
    lines = wrapLines(box.text, metrics, sizePt, box.width);
  }
  const sizeMm = ptToMm(sizePt);
  // The first line's em, split between ascent and descent as the font splits them, starts at the
  // box's top; later lines follow at the line height.
  const firstBaseline = box.y + (sizeMm * metrics.ascent) / (metrics.ascent - metrics.descent);
  return {
    sizePt,
    shrunk: sizePt < box.sizePt,
    overflows: !fits(lines, metrics, sizePt, box),
    lines: lines.map((text, index) => {
      const width = lineWidthMm(text, metrics, sizePt);
      const offset =
        box.align === "center" ? (box.width - width) / 2 : box.align === "right" ? box.width - width : 0;
      return { text, x: box.x + offset, baseline: firstBaseline + index * box.lineHeight * sizeMm, width };
    }),
  };
}
