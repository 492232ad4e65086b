/** The design attached to a product page (issue 14), as the page and its island show it. */
export interface AttachedDesign {
  id: string;
  name: string;
  formatKey: string;
  pages: number;
  previewUrl: string;
  /** The fill-in form on this design; null when the shopper doesn't own it (shared, read-only). */
  editUrl: string | null;
}

/** Answers of /design/api to the full editor. */
export type EditorSaveAnswer =
  | { ok: true; id: string; updatedAt: string; productUrl: string }
  | { ok: false; error: string };
export type EditorUploadAnswer =
  | { ok: true; id: string; type: string; widthPx: number; heightPx: number }
  | { ok: false; error: string };
