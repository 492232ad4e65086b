import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { DESIGN_LIMITS, type Scene, sceneSchema } from "#contract/design/scene.schemas";
import { readUploadForm, type UploadForm } from "~/features/orders/artwork-upload.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import type { FieldErrors, FormResult } from "~/server/form-errors";
import { expectRefusals, statusOfThrown } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { createDesign, fetchDesign, updateDesign, uploadDesignImage } from "./design-api.server";
import { DESIGN_IMAGE_REFUSALS, designImageErrorKey } from "./design-image-errors";
import { productUrlWithDesign } from "./design-links";
import { type DesignProduct, designProductOf, previewsOf, startingScene } from "./design-screen.server";
import { applyFillIn, slotField } from "./fill-in";

/**
 * The fill-in form's post (issue 14 §7): "update preview" renders the filled scene without saving;
 * "save" stores it as a design (a new one from a template, the same one when editing) and goes back
 * to the product page with the design attached. A picture is uploaded once and kept by id.
 */
export type DesignActionData = FormResult & {
  values: Record<string, string>;
  logoImageId: string | null;
  previews: string[] | null;
};

const formSchema = z.object({
  intent: z.enum(["preview", "save"]),
  name: z.string().trim().min(1).max(80),
  logoImageId: z.union([z.uuid(), z.literal("")]).optional(),
});

const refused = (
  values: Record<string, string>,
  errors: FieldErrors,
  status: number,
  logoImageId: string | null = null,
) => data<DesignActionData>({ errors, values: keptValues(values), logoImageId, previews: null }, { status });

/** What the form shows again: the slot texts and the name, bounded. */
function keptValues(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => name === "name" || name.startsWith("slot."))
      .map(([name, value]) => [name, value.slice(0, DESIGN_LIMITS.textChars)]),
  );
}

async function baseScene(state: RequestState, url: URL, product: DesignProduct) {
  const designId = url.searchParams.get("design");
  if (designId) {
    const design = await fetchDesign(state, designId);
    return design.owned ? { kind: "design" as const, id: designId, scene: design.scene } : null;
  }
  const template = await startingScene(state, url.searchParams.get("template") ?? "", product);
  return { kind: "template" as const, id: template.id, scene: template.scene };
}

export async function designScreenAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  logoLabel: string,
) {
  const state = getRequestState(context);
  let form: UploadForm;
  try {
    form = await readUploadForm(request, DESIGN_LIMITS.imageBytes);
  } catch (error) {
    if (statusOfThrown(error) === 400) return refused({}, { form: "designEditor:error.interrupted" }, 400);
    throw error;
  }
  try {
    if (form.tooLarge) return refused(form.fields, { logo: "designEditor:error.fileTooLarge" }, 413);
    return await handle(state, url, form, logoLabel);
  } finally {
    await form.cleanup();
  }
}

async function handle(state: RequestState, url: URL, form: UploadForm, logoLabel: string) {
  const parsed = formSchema.safeParse(form.fields);
  if (!parsed.success) {
    const nameBad = parsed.error.issues.some((issue) => issue.path[0] === "name");
    return refused(
      form.fields,
      nameBad ? { name: "designEditor:error.name" } : { form: "designEditor:error.invalid" },
      400,
    );
  }
  const product = await designProductOf(state, url);
  const base = await expectRefusals([400, 404], () => baseScene(state, url, product));
  if (!base || base instanceof ApiError)
    return refused(form.fields, { form: "designEditor:error.invalid" }, 404);
  let logoImageId = parsed.data.logoImageId || null;
  if (form.file && form.file.size > 0) {
    const file = form.file;
    const uploaded = await expectRefusals(DESIGN_IMAGE_REFUSALS, () =>
      uploadDesignImage(state, file, product.key),
    );
    if (uploaded instanceof ApiError)
      return refused(form.fields, { logo: designImageErrorKey(uploaded) }, uploaded.status, logoImageId);
    logoImageId = uploaded.id;
  }
  const filled = sceneSchema.safeParse(applyFillIn(base.scene, form.fields, logoImageId));
  if (!filled.success) return refused(form.fields, sceneErrors(base.scene, filled.error), 400, logoImageId);
  if (parsed.data.intent === "preview")
    return data<DesignActionData>({
      errors: {},
      values: keptValues(form.fields),
      logoImageId,
      previews: previewsOf(filled.data, true, logoLabel),
    });
  const body = { name: parsed.data.name, scene: filled.data };
  const saved = await expectRefusals([400, 404], () =>
    base.kind === "design"
      ? updateDesign(state, base.id, body)
      : createDesign(state, {
          ...body,
          productKey: product.key,
          pagePath: new URL(product.from, "http://same-origin.invalid").pathname,
          formatKey: product.formatKey,
          templateId: base.id,
        }),
  );
  if (saved instanceof ApiError)
    return refused(form.fields, { form: "designEditor:error.invalid" }, saved.status, logoImageId);
  const designParam = state.shop.configs.productQueryParams.designId;
  return redirect(
    productUrlWithDesign(product.from, saved, designParam, { format: "format", sides: true }),
    303,
  );
}

/** A refused scene names the slot whose text can't be printed. */
function sceneErrors(scene: Scene, error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [, page, , layer] = issue.path;
    const found =
      typeof page === "number" && typeof layer === "number" ? scene.pages[page]?.layers[layer] : undefined;
    const field = found?.slot && found.type === "text" ? slotField(found.slot) : "form";
    errors[field] ??= `designEditor:error.text|${issue.message}`;
  }
  return errors;
}
