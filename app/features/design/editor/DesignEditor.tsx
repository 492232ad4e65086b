import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from "react";
import { clientFetch } from "~/features/client/client-fetch";
import { useTranslation } from "~/i18n/use-translation";
import type { Scene, SceneLayer } from "../../../../contract/design/scene.schemas";
import type { EditorSaveAnswer, EditorUploadAnswer } from "../design-types";
import { EditorToolbar, type Zoom } from "./EditorToolbar";
import { editorReducer, initialEditorState, newLayerId } from "./editor-state";
import { type ImageInfo, LayerPanel } from "./LayerPanel";
import { type NewLayer, newImageLayer, newShapeLayer, newTextLayer } from "./new-layers";
import { SceneCanvas } from "./SceneCanvas";

/**
 * The full design editor (issue 14), loaded only when the shopper opens it: edit and style texts,
 * move, resize and rotate layers (pointer or arrow keys), add shapes and pictures, switch sides,
 * undo/redo, zoom. It autosaves to the shopper's design; "use this design" goes back to the product.
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

type SaveState = { status: "idle" | "saving" | "saved" | "error"; message?: string };
const AUTOSAVE_MS = 1500;

async function post<T>(url: string, body: FormData | URLSearchParams): Promise<T> {
  const response = await clientFetch(url, { method: "POST", body });
  return (await response.json()) as T;
}

export default function DesignEditor({
  scene,
  name: initialName,
  designId: initialId,
  templateId,
  apiUrl,
  imageUrl,
}: DesignEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, scene, initialEditorState);
  const [name, setName] = useState(initialName);
  const [designId, setDesignId] = useState(initialId);
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const [zoom, setZoom] = useState<Zoom>(1);
  const [images, setImages] = useState<Map<string, ImageInfo>>(new Map());
  const savedRevision = useRef(0);
  const saving = useRef<Promise<EditorSaveAnswer> | null>(null);

  const saveNow = async (): Promise<EditorSaveAnswer> => {
    if (saving.current) await saving.current;
    const revision = state.revision;
    setSave({ status: "saving" });
    const body = new URLSearchParams({
      intent: "save",
      name,
      scene: JSON.stringify(state.scene),
      designId: designId ?? "",
      templateId: templateId ?? "",
    });
    saving.current = post<EditorSaveAnswer>(apiUrl, body).catch(() => ({
      ok: false as const,
      error: t("designEditor:editor.offline", { defaultValue: "Not saved: check your connection" }),
    }));
    const answer = await saving.current;
    saving.current = null;
    if (answer.ok) {
      setDesignId(answer.id);
      savedRevision.current = revision;
      setSave({ status: "saved" });
    } else setSave({ status: "error", message: answer.error });
    return answer;
  };

  // Autosave a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision and the name are what changes
  useEffect(() => {
    if (state.revision === savedRevision.current && designId) return;
    if (state.revision === 0 && !designId) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state.revision, name]);

  const selected =
    state.scene.pages[state.page]?.layers.find((layer) => layer.id === state.selectedId) ?? null;
  const { widthMm: w, heightMm: h } = state.scene.format;

  const add = (layer: NewLayer, prefix: string) =>
    dispatch({ type: "add", layer: { ...layer, id: newLayerId(state.scene, prefix) } as SceneLayer });
  const addText = () =>
    add(newTextLayer(w, h, t("designEditor:editor.newText", { defaultValue: "Your text" })), "t");
  const addShape = (shape: "rect" | "ellipse" | "line") => add(newShapeLayer(shape, w, h), "s");

  const upload = async (file: File) => {
    const form = new FormData();
    form.set("file", file);
    setSave({ status: "saving" });
    const answer = await post<EditorUploadAnswer>(apiUrl, form).catch(() => ({
      ok: false as const,
      error: "Upload failed",
    }));
    if (!answer.ok) return setSave({ status: "error", message: answer.error });
    setImages((known) =>
      new Map(known).set(answer.id, { widthPx: answer.widthPx, heightPx: answer.heightPx }),
    );
    add(newImageLayer(answer.id, answer, w, h), "i");
  };

  const onKey = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === "z") {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? "redo" : "undo" });
      return;
    }
    if (!selected) return;
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      dispatch({ type: "nudge", id: selected.id, dx: delta[0], dy: delta[1] });
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      dispatch({ type: "remove", id: selected.id });
    }
  };

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
        onAddText={addText}
        onAddShape={addShape}
        onUpload={(file) => void upload(file)}
        onZoom={setZoom}
      />
      <div
        className="design-editor__sides"
        role="tablist"
        aria-label={t("designEditor:editor.sides", { defaultValue: "Sides" })}
      >
        {state.scene.pages.map((_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: sides are positional
            key={index}
            type="button"
            role="tab"
            aria-selected={state.page === index}
            className="design-editor__side"
            onClick={() => dispatch({ type: "page", page: index })}
          >
            {t(`designEditor:previewSide_${index}`, { defaultValue: index === 0 ? "Front" : "Back" })}
          </button>
        ))}
        {state.scene.pages.length < 2 ? (
          <button
            type="button"
            className="design-editor__side"
            onClick={() => dispatch({ type: "addVerso" })}
          >
            {t("designEditor:editor.addBack", { defaultValue: "+ Add a back" })}
          </button>
        ) : null}
      </div>
      <div className="design-editor__main">
        {/* The page takes the arrow keys (move), Delete and Ctrl+Z itself: an application region. */}
        <div
          role="application"
          className="design-editor__stage"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the region must take focus to take those keys
          tabIndex={0}
          onKeyDown={onKey}
          aria-label={t("designEditor:editor.stage", {
            defaultValue: "Page: select a layer, move it with the arrow keys",
          })}
        >
          <SceneCanvas
            scene={state.scene}
            page={state.page}
            selectedId={state.selectedId}
            zoom={zoom}
            dispatch={dispatch}
            imageUrl={imageUrl}
            label={t("designEditor:preview", { defaultValue: "Preview" })}
          />
        </div>
        <aside className="design-editor__side-panel">
          <label className="editor-field">
            <span className="editor-field__label">
              {t("designEditor:designName", { defaultValue: "Design name" })}
            </span>
            <input
              className="field__input"
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          {selected ? (
            <LayerPanel layer={selected} dispatch={dispatch} images={images} />
          ) : (
            <p className="field__hint">
              {t("designEditor:editor.pick", { defaultValue: "Select a layer on the page to change it." })}
            </p>
          )}
          <ol
            className="design-editor__layers"
            aria-label={t("designEditor:editor.layers", { defaultValue: "Layers" })}
          >
            {[...(state.scene.pages[state.page]?.layers ?? [])].reverse().map((layer) => (
              <li key={layer.id}>
                <button
                  type="button"
                  aria-pressed={layer.id === state.selectedId}
                  onClick={() => dispatch({ type: "select", id: layer.id })}
                >
                  {layer.type === "text"
                    ? layer.text.split("\n")[0] || "…"
                    : t(`designEditor:editor.kind.${layer.type}`, { defaultValue: layer.type })}
                </button>
              </li>
            ))}
          </ol>
          <p className="design-editor__status" role="status" data-testid="save-status">
            {save.status === "saving" ? t("designEditor:editor.saving", { defaultValue: "Saving…" }) : null}
            {save.status === "saved"
              ? t("designEditor:editor.saved", { defaultValue: "All changes saved" })
              : null}
            {save.status === "error" ? save.message : null}
          </p>
          <button type="button" className="button button--primary" onClick={() => void applyDesign()}>
            {t("designEditor:editor.use", { defaultValue: "Use this design" })}
          </button>
        </aside>
      </div>
    </div>
  );
}
