import { useTranslation } from "~/i18n/use-translation";

export const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
export type Zoom = (typeof ZOOMS)[number];

export interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  zoom: Zoom;
  onUndo: () => void;
  onRedo: () => void;
  onAddText: () => void;
  onAddShape: (shape: "rect" | "ellipse" | "line") => void;
  onUpload: (file: File) => void;
  onZoom: (zoom: Zoom) => void;
}

/** The editor's tools: undo/redo, add text, shapes and pictures, zoom (buttons: they work on phones too). */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  const zoomIndex = ZOOMS.indexOf(props.zoom);
  const shapes = [
    ["rect", t("designEditor:editor.addRect", { defaultValue: "Rectangle" })],
    ["ellipse", t("designEditor:editor.addEllipse", { defaultValue: "Circle" })],
    ["line", t("designEditor:editor.addLine", { defaultValue: "Line" })],
  ] as const;
  return (
    <div
      className="design-editor__bar"
      role="toolbar"
      aria-label={t("designEditor:editor.tools", { defaultValue: "Design tools" })}
    >
      <button
        type="button"
        className="button button--secondary"
        onClick={props.onUndo}
        disabled={!props.canUndo}
      >
        {t("designEditor:editor.undo", { defaultValue: "Undo" })}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={props.onRedo}
        disabled={!props.canRedo}
      >
        {t("designEditor:editor.redo", { defaultValue: "Redo" })}
      </button>
      <button type="button" className="button button--secondary" onClick={props.onAddText}>
        {t("designEditor:editor.addText", { defaultValue: "Add text" })}
      </button>
      {shapes.map(([shape, label]) => (
        <button
          key={shape}
          type="button"
          className="button button--secondary"
          onClick={() => props.onAddShape(shape)}
        >
          {label}
        </button>
      ))}
      <label className="button button--secondary design-editor__upload">
        {t("designEditor:editor.addPicture", { defaultValue: "Add a picture" })}
        <input
          type="file"
          accept="image/png,image/jpeg,image/svg+xml"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) props.onUpload(file);
            event.target.value = "";
          }}
        />
      </label>
      <span className="design-editor__zoom">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t("designEditor:editor.zoomOut", { defaultValue: "Zoom out" })}
          disabled={zoomIndex <= 0}
          onClick={() => props.onZoom(ZOOMS[zoomIndex - 1] ?? props.zoom)}
        >
          −
        </button>
        <output aria-live="polite">{Math.round(props.zoom * 100)} %</output>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t("designEditor:editor.zoomIn", { defaultValue: "Zoom in" })}
          disabled={zoomIndex >= ZOOMS.length - 1}
          onClick={() => props.onZoom(ZOOMS[zoomIndex + 1] ?? props.zoom)}
        >
          +
        </button>
      </span>
    </div>
  );
}
