import { useEffect, useRef, useState } from "react";
import { clientFetch } from "~/features/client/client-fetch";
import { useTranslation } from "~/i18n/use-translation";
import type { Scene } from "../../../../contract/design/scene.schemas";
import type { EditorSaveAnswer, EditorUploadAnswer } from "../design-types";
import type { ImageInfo } from "./LayerPanel";

/** The editor's saving (issue 14): autosave a moment after the last change, and save on demand. */
export type SaveState = { status: "idle" | "saving" | "saved" | "error"; message?: string };
const AUTOSAVE_MS = 1500;

export async function post<T>(url: string, body: FormData | URLSearchParams): Promise<T> {
  const response = await clientFetch(url, { method: "POST", body });
  return (await response.json()) as T;
}

export function useDesignSave({
  apiUrl,
  scene,
  revision,
  name,
  initialId,
  templateId,
}: {
  apiUrl: string;
  scene: Scene;
  revision: number;
  name: string;
  initialId: string | null;
  templateId: string | null;
}) {
  const { t } = useTranslation();
  const [designId, setDesignId] = useState(initialId);
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const savedRevision = useRef(0);
  const saving = useRef<Promise<EditorSaveAnswer> | null>(null);

  const saveNow = async (): Promise<EditorSaveAnswer> => {
    if (saving.current) await saving.current;
    const savingRevision = revision;
    setSave({ status: "saving" });
    const body = new URLSearchParams({
      intent: "save",
      name,
      scene: JSON.stringify(scene),
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
      savedRevision.current = savingRevision;
      setSave({ status: "saved" });
    } else setSave({ status: "error", message: answer.error });
    return answer;
  };

  // Autosave a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision and the name are what changes
  useEffect(() => {
    if (revision === savedRevision.current && designId) return;
    if (revision === 0 && !designId) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [revision, name]);

  return { save, setSave, saveNow };
}

/** Uploads a picture to the design's API and remembers its pixel size (for the dpi warning). */
export function usePictureUpload(
  apiUrl: string,
  setSave: (state: SaveState) => void,
  onPlaced: (answer: Extract<EditorUploadAnswer, { ok: true }>) => void,
) {
  const [images, setImages] = useState<Map<string, ImageInfo>>(new Map());
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
    onPlaced(answer);
  };
  return { images, upload };
}
