import { openAsBlob } from "node:fs";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { OrderArtwork } from "#contract/orders/artwork.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { LineItemBriefBody, PrintAsIsBody, ResetArtworkBody } from "#contract/orders/order.requests";
import { awaitsPrintChoice } from "#contract/orders/print-resolution";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { type FormResult, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream, pageNotFound, statusOfThrown } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { readUploadForm, type UploadForm } from "./artwork-upload.server";

/** The upload screen (issue 6): an order's lines and their print files, upload and reset per line. */

export type { OrderArtwork };

const idText = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

export async function loadUploadPage(context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  const id = idText.safeParse(url.searchParams.get("id"));
  if (!id.success) throw pageNotFound(url.pathname);
  const order = await guardUpstream(async () => {
    try {
      return await state.api.call(orderEndpoints.artwork, {
        params: { id: id.data },
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw pageNotFound(url.pathname);
      throw error;
    }
  });
  const detail = state.shop.links.orderDetail;
  return {
    order,
    locale: state.shop.domain.locale,
    maxBytes: state.env.artworkMaxBytes,
    done: url.searchParams.get("done"),
    orderPath: detail ? `${detail}?${new URLSearchParams({ id: order.id })}` : null,
  };
}

/**
 * A refused upload-screen form (ADR 088): the error at its slot, `${lineItemId}:${setIndex}` for a
 * file, `brief:${lineItemId}` for a brief (the text typed comes back under the same name), "form"
 * for a post that names no slot.
 */
export type UploadActionData = FormResult;

const slotRefused = (slot: string, error: string, status: number, values?: Record<string, string>) =>
  refused<UploadActionData>({ errors: { [slot]: error }, ...(values ? { values } : {}) }, status);

const resetSchema = z.object({ intent: z.literal("reset"), orderId: idText, lineItemId: idText });
const printAsIsSchema = z.object({
  intent: z.literal("printAsIs"),
  orderId: idText,
  lineItemId: idText,
  setIndex: z.coerce.number().int().min(0).max(49),
  fileId: idText,
});
const briefSchema = z.object({
  intent: z.literal("brief"),
  orderId: idText,
  lineItemId: idText,
  brief: z.string().trim().min(20, "uploads:error.briefShort").max(2000, "uploads:error.briefLong"),
});

const ERRORS: Record<string, string> = {
  ARTWORK_TOO_LARGE: "uploads:error.tooLarge",
  ARTWORK_TYPE_UNSUPPORTED: "uploads:error.type",
  ARTWORK_DAMAGED: "uploads:error.damaged",
  ARTWORK_TOO_MANY_PIXELS: "uploads:error.tooManyPixels",
  ARTWORK_TOO_MANY_PAGES: "uploads:error.tooManyPages",
  ARTWORK_PAGE_TOO_LARGE: "uploads:error.pageTooLarge",
  ARTWORK_MISSING: "uploads:error.missing",
  ORDER_LOCKED: "uploads:error.locked",
  NOT_LOW_RESOLUTION: "uploads:error.notLowResolution",
  ARTWORK_NOT_FOUND: "uploads:error.invalid",
  DESIGN_SERVICE: "uploads:error.designService",
};

/** Upload (multipart, with or without JS) or reset a line's files; 303 back, or the error by slot. */
export async function uploadAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const back = (done: string) =>
    redirect(`${url.pathname}?${new URLSearchParams({ id: url.searchParams.get("id") ?? "", done })}`, 303);
  let form: UploadForm;
  try {
    form = await readUploadForm(request, state.env.artworkMaxBytes);
  } catch (error) {
    if (statusOfThrown(error) === 400) return slotRefused("form", "uploads:error.interrupted", 400);
    throw error;
  }
  try {
    if (form.tooLarge) {
      const slot = form.fields.lineItemId
        ? `${form.fields.lineItemId}:${form.fields.setIndex ?? "0"}`
        : "form";
      return slotRefused(slot, "uploads:error.tooLarge", 413);
    }
    if (form.fields.intent === "brief") return await saveBrief(state, form.fields, back);
    if (form.fields.intent === "reset") return await resetFiles(state, form.fields, back);
    if (form.fields.intent === "printAsIs") return await printAsIs(state, form.fields, back);
    return await sendFile(state, form, back);
  } finally {
    await form.cleanup();
  }
}

type Back = (done: string) => Response;

async function saveBrief(state: RequestState, fields: Record<string, string>, back: Back) {
  const parsed = briefSchema.safeParse(fields);
  const slot = `brief:${fields.lineItemId}`;
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "uploads:error.invalid";
    return slotRefused(slot, error.startsWith("uploads:") ? error : "uploads:error.invalid", 400, {
      [slot]: String(fields.brief ?? "").slice(0, 2000),
    });
  }
  const { intent: _intent, ...body } = parsed.data;
  const saved = await expectRefusals([400, 404, 409], () =>
    state.api.call(orderEndpoints.saveBrief, {
      body: body satisfies LineItemBriefBody,
    }),
  );
  if (saved instanceof ApiError) return apiRefusal(saved, slot);
  return back("brief");
}

async function resetFiles(state: RequestState, fields: Record<string, string>, back: Back) {
  const parsed = resetSchema.safeParse(fields);
  if (!parsed.success) return slotRefused("form", "uploads:error.invalid", 400);
  const reset = await expectRefusals([400, 404, 409], () =>
    state.api.call(orderEndpoints.resetArtwork, {
      body: { orderId: parsed.data.orderId, lineItemId: parsed.data.lineItemId } satisfies ResetArtworkBody,
    }),
  );
  if (reset instanceof ApiError) return apiRefusal(reset, parsed.data.lineItemId);
  return back("reset");
}

/** The customer prints a low-resolution file as it is (ADR 081): their explicit choice, recorded by the API. */
async function printAsIs(state: RequestState, fields: Record<string, string>, back: Back) {
  const parsed = printAsIsSchema.safeParse(fields);
  if (!parsed.success) return slotRefused("form", "uploads:error.invalid", 400);
  const { orderId, fileId, lineItemId, setIndex } = parsed.data;
  const chosen = await expectRefusals([400, 404, 409], () =>
    state.api.call(orderEndpoints.printAsIs, { body: { orderId, fileId } satisfies PrintAsIsBody }),
  );
  if (chosen instanceof ApiError) return apiRefusal(chosen, `${lineItemId}:${setIndex}`);
  return back("printAsIs");
}

async function sendFile(state: RequestState, form: UploadForm, back: Back) {
  const slot = `${form.fields.lineItemId}:${form.fields.setIndex ?? "0"}`;
  if (!form.file || form.file.size === 0) return slotRefused(slot, "uploads:error.missing", 400);
  const upstream = new FormData();
  for (const name of ["orderId", "lineItemId", "setIndex"]) upstream.set(name, form.fields[name] ?? "");
  // A Blob backed by the temporary file: streamed to the API, never held in memory whole.
  upstream.set("file", await openAsBlob(form.file.path), form.file.name || "artwork");
  const saved = await expectRefusals([400, 404, 409, 413, 415, 422], () =>
    state.api.call(orderEndpoints.uploadArtwork, { body: upstream }),
  );
  if (saved instanceof ApiError) return apiRefusal(saved, slot);
  const sent = saved.artwork.find((file) => `${file.lineItemId}:${file.setIndex}` === slot);
  // Received, but too small for its printed size: the page asks the customer to choose (ADR 081).
  return back(sent && awaitsPrintChoice(sent) ? "lowResolution" : "uploaded");
}

function apiRefusal(error: ApiError, slot: string) {
  if (error.status === 404) throw pageNotFound("/");
  return slotRefused(slot, ERRORS[error.code] ?? "uploads:error.invalid", error.status);
}
