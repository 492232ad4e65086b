import { useTranslation } from "~/i18n/use-translation";
import type { LayerIssue } from "../../../../contract/design/print-area";
import type { Scene, SceneLayer } from "../../../../contract/design/scene.schemas";
import type { EditorAction } from "./editor-state";
import { LayerList } from "./LayerList";
import { type ImageInfo, LayerPanel } from "./LayerPanel";
import { PrintAreaNotice } from "./PrintAreaNotice";

/**
 * Beside the page on a desktop, right under it on a phone (issue 38 §5): the print-area warning,
 * then the selected layer's settings first, the layer list, and the design's name last.
 */
export function EditorSidePanel({
  scene,
  page,
  selected,
  issues,
  images,
  name,
  onName,
  dispatch,
}: {
  scene: Scene;
  page: number;
  selected: SceneLayer | null;
  issues: readonly LayerIssue[];
  images: ReadonlyMap<string, ImageInfo>;
  name: string;
  onName: (name: string) => void;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <aside className="design-editor__side-panel">
      <PrintAreaNotice issues={issues} scene={scene} dispatch={dispatch} />
      {selected ? (
        <LayerPanel layer={selected} dispatch={dispatch} images={images} />
      ) : (
        <p className="field__hint">
          {t("designEditor:editor.pick", { defaultValue: "Select a layer on the page to change it." })}
        </p>
      )}
      <LayerList
        layers={scene.pages[page]?.layers ?? []}
        selectedId={selected?.id ?? null}
        label={t("designEditor:editor.layers", { defaultValue: "Layers" })}
        dispatch={dispatch}
      />
      <label className="editor-field">
        <span className="editor-field__label">
          {t("designEditor:designName", { defaultValue: "Design name" })}
        </span>
        <input
          className="field__input"
          value={name}
          maxLength={80}
          onChange={(event) => onName(event.target.value)}
        />
      </label>
    </aside>
  );
}
