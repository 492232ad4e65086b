import { useTranslation } from "~/i18n/use-translation";
import type { SceneLayer, ShapeLayer } from "../../../../contract/design/scene.schemas";
import { effectiveDpi, isLowResolution } from "../../../../contract/design/units";
import { NumberInput, Row } from "./editor-fields";
import type { EditorAction } from "./editor-state";
import { TextSettings } from "./TextSettings";

/** The selected layer's properties (issue 14): text and its style, colours, position and size. */
export type ImageInfo = { widthPx: number; heightPx: number };

export function LayerPanel({
  layer,
  dispatch,
  images,
}: {
  layer: SceneLayer;
  dispatch: (action: EditorAction) => void;
  images: ReadonlyMap<string, ImageInfo>;
}) {
  const { t } = useTranslation();
  const update = (patch: Partial<SceneLayer>) => dispatch({ type: "update", id: layer.id, patch });
  const image = layer.type === "image" && layer.imageId ? images.get(layer.imageId) : undefined;
  const dpi = image ? effectiveDpi(image, layer) : null;
  return (
    <div className="editor-panel" data-testid="layer-panel">
      {layer.type === "text" ? <TextSettings layer={layer} update={update} /> : null}
      {layer.type === "shape" ? <ShapeColours layer={layer} update={update} /> : null}
      {dpi !== null && isLowResolution(dpi) ? (
        <p className="editor-warning" role="status">
          {t("designEditor:lowDpi", {
            dpi,
            defaultValue: "Your picture will print at {{dpi}} dpi: below 300 dpi it may look blurred.",
          })}
        </p>
      ) : null}
      <BoxSettings layer={layer} update={update} />
      <LayerActions id={layer.id} dispatch={dispatch} />
    </div>
  );
}

function ShapeColours({
  layer,
  update,
}: {
  layer: ShapeLayer;
  update: (patch: Partial<ShapeLayer>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="editor-panel__pair">
      <Row label={t("designEditor:editor.fill", { defaultValue: "Fill" })}>
        <input
          type="color"
          className="editor-color"
          value={layer.fill ?? "#ffffff"}
          onChange={(event) => update({ fill: event.target.value })}
        />
      </Row>
      <Row label={t("designEditor:editor.stroke", { defaultValue: "Outline" })}>
        <input
          type="color"
          className="editor-color"
          value={layer.stroke ?? "#000000"}
          onChange={(event) => update({ stroke: event.target.value, strokeMm: layer.strokeMm || 0.5 })}
        />
      </Row>
    </div>
  );
}

/** Position, size and rotation in millimetres and degrees, for any kind of layer. */
function BoxSettings({ layer, update }: { layer: SceneLayer; update: (patch: Partial<SceneLayer>) => void }) {
  const { t } = useTranslation();
  return (
    <div className="editor-panel__grid">
      <Row label="X (mm)">
        <NumberInput value={layer.x} onChange={(x) => update({ x })} />
      </Row>
      <Row label="Y (mm)">
        <NumberInput value={layer.y} onChange={(y) => update({ y })} />
      </Row>
      <Row label={t("designEditor:editor.width", { defaultValue: "Width (mm)" })}>
        <NumberInput
          value={layer.width}
          min={1}
          onChange={(width) => update({ width: Math.max(0.1, width) })}
        />
      </Row>
      <Row label={t("designEditor:editor.height", { defaultValue: "Height (mm)" })}>
        <NumberInput
          value={layer.height}
          min={1}
          onChange={(height) => update({ height: Math.max(0.1, height) })}
        />
      </Row>
      <Row label={t("designEditor:editor.rotation", { defaultValue: "Rotation (°)" })}>
        <NumberInput
          value={layer.rotation}
          step={5}
          onChange={(rotation) => update({ rotation: Math.max(-360, Math.min(360, rotation)) })}
        />
      </Row>
    </div>
  );
}

function LayerActions({ id, dispatch }: { id: string; dispatch: (action: EditorAction) => void }) {
  const { t } = useTranslation();
  return (
    <div className="editor-panel__actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch({ type: "reorder", id, direction: "up" })}
      >
        {t("designEditor:editor.forward", { defaultValue: "Bring forward" })}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch({ type: "reorder", id, direction: "down" })}
      >
        {t("designEditor:editor.backward", { defaultValue: "Send backward" })}
      </button>
      <button
        type="button"
        className="button button--secondary editor-delete"
        onClick={() => dispatch({ type: "remove", id })}
      >
        {t("designEditor:editor.delete", { defaultValue: "Delete" })}
      </button>
    </div>
  );
}
