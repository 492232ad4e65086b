import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { DESIGN_FONT_IDS, DESIGN_FONTS } from "../../../../contract/design/fonts";
import type { SceneLayer } from "../../../../contract/design/scene.schemas";
import { effectiveDpi, isLowResolution } from "../../../../contract/design/units";
import type { EditorAction } from "./editor-state";

/** The selected layer's properties (issue 14): text and its style, colours, position and size. */
export type ImageInfo = { widthPx: number; heightPx: number };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className="editor-field">
      <span className="editor-field__label">{label}</span>
      {children}
    </label>
  );
}

function NumberInput({
  value,
  onChange,
  step = 0.5,
  min,
}: {
  value: number;
  onChange: (value: number) => void;
  step?: number;
  min?: number;
}) {
  return (
    <input
      type="number"
      className="field__input"
      value={Math.round(value * 100) / 100}
      step={step}
      min={min}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (Number.isFinite(next)) onChange(next);
      }}
    />
  );
}

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
      {layer.type === "text" ? (
        <>
          <Row label={t("designEditor:editor.text", { defaultValue: "Text" })}>
            <textarea
              className="field__input"
              rows={3}
              value={layer.text}
              maxLength={2000}
              onChange={(event) => update({ text: event.target.value })}
            />
          </Row>
          <Row label={t("designEditor:editor.font", { defaultValue: "Font" })}>
            <select
              className="field__input"
              value={layer.font}
              onChange={(event) => update({ font: event.target.value as (typeof DESIGN_FONT_IDS)[number] })}
            >
              {DESIGN_FONT_IDS.map((font) => (
                <option key={font} value={font}>
                  {DESIGN_FONTS[font].label}
                </option>
              ))}
            </select>
          </Row>
          <div className="editor-panel__pair">
            <Row label={t("designEditor:editor.size", { defaultValue: "Size (pt)" })}>
              <NumberInput
                value={layer.sizePt}
                min={4}
                onChange={(sizePt) => update({ sizePt: Math.min(400, Math.max(4, sizePt)) })}
              />
            </Row>
            <Row label={t("designEditor:editor.color", { defaultValue: "Colour" })}>
              <input
                type="color"
                className="editor-color"
                value={layer.color}
                onChange={(event) => update({ color: event.target.value })}
              />
            </Row>
          </div>
          <fieldset className="editor-segmented">
            <legend>{t("designEditor:editor.style", { defaultValue: "Style" })}</legend>
            <label>
              <input
                type="checkbox"
                checked={layer.weight === 700}
                onChange={(event) => update({ weight: event.target.checked ? 700 : 400 })}
              />
              {t("designEditor:editor.bold", { defaultValue: "Bold" })}
            </label>
            {(["left", "center", "right"] as const).map((align) => (
              <label key={align}>
                <input
                  type="radio"
                  name={`align-${layer.id}`}
                  checked={layer.align === align}
                  onChange={() => update({ align })}
                />
                {t(`designEditor:editor.align.${align}`, { defaultValue: align })}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {layer.type === "shape" ? (
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
      ) : null}
      {dpi !== null && isLowResolution(dpi) ? (
        <p className="editor-warning" role="status">
          {t("designEditor:lowDpi", {
            dpi,
            defaultValue: "Your picture will print at {{dpi}} dpi: below 300 dpi it may look blurred.",
          })}
        </p>
      ) : null}
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
      <div className="editor-panel__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: "reorder", id: layer.id, direction: "up" })}
        >
          {t("designEditor:editor.forward", { defaultValue: "Bring forward" })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: "reorder", id: layer.id, direction: "down" })}
        >
          {t("designEditor:editor.backward", { defaultValue: "Send backward" })}
        </button>
        <button
          type="button"
          className="button button--secondary editor-delete"
          onClick={() => dispatch({ type: "remove", id: layer.id })}
        >
          {t("designEditor:editor.delete", { defaultValue: "Delete" })}
        </button>
      </div>
    </div>
  );
}
