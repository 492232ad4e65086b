import { useMemo, useReducer, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { printAreaIssues } from "../../../../contract/design/print-area";
import type { Scene, SceneLayer } from "../../../../contract/design/scene.schemas";
import { EditorSidePanel } from "./EditorSidePanel";
import { EditorSides } from "./EditorSides";
import { EditorStage } from "./EditorStage";
import { EditorToolbar, type Zoom } from "./EditorToolbar";
import { editorReducer, initialEditorState, newLayerId } from "./editor-state";
import { type NewLayer, newImageLayer, newShapeLayer, newTextLayer } from "./new-layers";
import { UseDesignBar } from "./UseDesignBar";
import { useDesignSave, usePictureUpload } from "./use-design-save";

/**
 * The full design editor (issue 14), loaded only when the shopper opens it: edit and style texts,
 * move, resize and rotate layers (pointer or arrow keys), add shapes and pictures, switch sides,
 * undo/redo, zoom. It autosaves to the shopper's design, warns when print would cut content, and
 * "use this design" goes back to the product.
 */
export interface DesignEditorProps {
  scene: Scene;
  name: string;
  designId: string | null;
  templateId: string | null;
  /** /design/api with the product, format and product page of this screen. */
  apiUrl: string;
  imageUrl: (id: string) => string;
}

export default function DesignEditor(props: DesignEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, props.scene, initialEditorState);
  const [name, setName] = useState(props.name);
  const [zoom, setZoom] = useState<Zoom>(1);
  const { save, setSave, saveNow } = useDesignSave({
    apiUrl: props.apiUrl,
    scene: state.scene,
    revision: state.revision,
    name,
    initialId: props.designId,
    templateId: props.templateId,
  });
  const { widthMm: w, heightMm: h } = state.scene.format;
  const add = (layer: NewLayer, prefix: string) =>
    dispatch({ type: "add", layer: { ...layer, id: newLayerId(state.scene, prefix) } as SceneLayer });
  const { images, upload } = usePictureUpload(props.apiUrl, setSave, (answer) =>
    add(newImageLayer(answer.id, answer, w, h), "i"),
  );
  const issues = useMemo(() => printAreaIssues(state.scene), [state.scene]);
  const flagged = useMemo(
    () => new Set(issues.filter((issue) => issue.page === state.page).map((issue) => issue.layerId)),
    [issues, state.page],
  );
  const selected =
    state.scene.pages[state.page]?.layers.find((layer) => layer.id === state.selectedId) ?? null;

  const applyDesign = async () => {
    const answer = await saveNow();
    if (answer.ok) window.location.assign(answer.productUrl);
  };

  return (
    <div className="design-editor" data-testid="design-editor">
      <EditorToolbar
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        zoom={zoom}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        onAddText={() =>
          add(newTextLayer(w, h, t("designEditor:editor.newText", { defaultValue: "Your text" })), "t")
        }
        onAddShape={(shape) => add(newShapeLayer(shape, w, h), "s")}
        onUpload={(file) => void upload(file)}
        onZoom={setZoom}
      />
      <EditorSides pages={state.scene.pages.length} page={state.page} dispatch={dispatch} />
      <div className="design-editor__main">
        <EditorStage
          scene={state.scene}
          page={state.page}
          selected={selected}
          zoom={zoom}
          flagged={flagged}
          dispatch={dispatch}
          imageUrl={props.imageUrl}
        />
        <EditorSidePanel
          scene={state.scene}
          page={state.page}
          selected={selected}
          issues={issues}
          images={images}
          name={name}
          onName={setName}
          dispatch={dispatch}
        />
      </div>
      <UseDesignBar save={save} issues={issues.length} onUse={() => void applyDesign()} />
    </div>
  );
}
