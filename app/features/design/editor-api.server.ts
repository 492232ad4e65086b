import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { DESIGN_LIMITS } from "#contract/design/limits";
import { sceneSchema } from "#contract/design/scene.schemas";
import { readUploadForm } from "~/features/orders/artwork-upload.server";
import { requestText } from "~/i18n/request-text.server";
import { serverText } from "~/i18n/server-text";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { expectRefusals, statusOfThrown } from "~/server/http-errors.server";
import { createDesign, updateDesign, uploadDesignImage } from "./design-api.server";
import { DESIGN_IMAGE_REFUSALS, designImageErrorKey } from "./design-image-errors";
import { productUrlWithDesign } from "./design-links";
import { designProductOf } from "./design-screen.server";
import type { EditorSaveAnswer, EditorUploadAnswer } from "./design-types";

/**
 * The full editor's calls (issue 14), posted by the JS-only editor to /design/api: autosave and
 * "use this design" (intent save) and picture uploads (multipart). Answers JSON; every refusal is a
 * 4xx with a message the editor shows.
 */
export type { EditorSaveAnswer, EditorUploadAnswer };

const SCENE_FORM_BYTES = 1024 * 1024;

const saveSchema = z.object({
  intent: z.literal("save"),
  designId: z.union([z.uuid(), z.literal("")]).optional(),
  templateId: z.string().max(100).optional(),
  name: z.string().trim().min(1).max(80),
  scene: z.string().max(SCENE_FORM_BYTES),
});

const refuse = (error: string, status: number) => data<EditorSaveAnswer>({ ok: false, error }, { status });

export async function editorApiAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const type = request.headers.get("content-type") ?? "";
  return type.startsWith("multipart/form-data") ? upload(context, request, url) : save(context, request, url);
}

async function save(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  let form: FormData;
  try {
    form = await readForm(request, SCENE_FORM_BYTES);
  } catch (error) {
    const status = statusOfThrown(error);
    if (status === null) throw error;
    const reasons: Record<number, string> = {
      413: "This design is too large to save",
      415: "Send the design as a form",
    };
    return refuse(reasons[status] ?? "The request is malformed", status);
  }
  const parsed = saveSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse("Give the design a name (80 characters at most)", 400);
  let json: unknown;
  try {
    json = JSON.parse(parsed.data.scene);
  } catch {
    return refuse("The design is not readable", 400);
  }
  const scene = sceneSchema.safeParse(json);
  if (!scene.success) return refuse(scene.error.issues[0]?.message ?? "The design is not valid", 400);
  const product = await designProductOf(state, url);
  const body = { name: parsed.data.name, scene: scene.data };
  const { designId, templateId } = parsed.data;
  const saved = await expectRefusals([400, 404], () =>
    designId
      ? updateDesign(state, designId, body)
      : createDesign(state, {
          ...body,
          productKey: product.key,
          pagePath: new URL(product.from, "http://same-origin.invalid").pathname,
          formatKey: product.formatKey,
          templateId: templateId || null,
        }),
  );
  if (saved instanceof ApiError) return refuse(saved.message, saved.status);
  const designParam = state.shop.configs.productQueryParams.designId;
  return data<EditorSaveAnswer>({
    ok: true,
    id: saved.id,
    updatedAt: saved.updatedAt,
    productUrl: productUrlWithDesign(product.from, saved, designParam, { format: "format", sides: true }),
  });
}

async function upload(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const form = await readUploadForm(request, DESIGN_LIMITS.imageBytes).catch(() => null);
  if (!form)
    return data<EditorUploadAnswer>({ ok: false, error: "The upload was interrupted" }, { status: 400 });
  try {
    if (form.tooLarge || !form.file || form.file.size === 0)
      return data<EditorUploadAnswer>(
        { ok: false, error: form.tooLarge ? "Pictures up to 25 MB" : "Choose a picture" },
        { status: form.tooLarge ? 413 : 400 },
      );
    const file = form.file;
    // The picture is bounded by the product's budget when the editor's address names one (ADR 064).
    const product = await designProductOf(state, url).catch(() => null);
    const uploaded = await expectRefusals(DESIGN_IMAGE_REFUSALS, () =>
      uploadDesignImage(state, file, product?.key ?? null),
    );
    if (uploaded instanceof ApiError) {
      const error = serverText(requestText(state), designImageErrorKey(uploaded), uploaded.message);
      return data<EditorUploadAnswer>({ ok: false, error }, { status: uploaded.status });
    }
    return data<EditorUploadAnswer>({
      ok: true,
      id: uploaded.id,
      type: uploaded.type,
      widthPx: uploaded.widthPx,
      heightPx: uploaded.heightPx,
    });
  } finally {
    await form.cleanup();
  }
}
