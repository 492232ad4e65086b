import type { SceneLayer } from "../../../../contract/design/scene.schemas";

/**
 * What the layer list and the print-area warnings call a layer (issue 38 §5): a text by its own
 * words, a template's logo slot "Logo", other pictures and shapes by their kind. Pure.
 */
export const LAYER_NAME_CHARS = 28;

export type LayerName = { kind: "text"; text: string } | { kind: "logo" | "image" | "shape" };

/** The first line with words, cut at a word where it can be, with an ellipsis when cut. */
export function truncateText(text: string, max = LAYER_NAME_CHARS): string {
  const line =
    text
      .split("\n")
      .find((candidate) => candidate.trim().length > 0)
      ?.trim() ?? "";
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function layerName(layer: SceneLayer): LayerName {
  if (layer.type === "text") return { kind: "text", text: truncateText(layer.text) };
  if (layer.type === "image") return { kind: layer.slot === "logo" ? "logo" : "image" };
  return { kind: "shape" };
}
