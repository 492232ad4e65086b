import { openAsBlob } from "node:fs";
import type { RouterContextProvider } from "react-router";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { readUploadForm } from "~/features/orders/artwork-upload.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, statusOfThrown } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";

/**
 * The desk's proof upload (issue 36 §4): a multipart post, read like the customer's print files
 * (streamed to a private temporary file, bounded), then sent on to the API, which checks it and mails
 * the customer. 303 back to the order, or the refusal.
 */
export async function sendProofAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  let form: Awaited<ReturnType<typeof readUploadForm>>;
  try {
    form = await readUploadForm(request, state.env.artworkMaxBytes);
  } catch (error) {
    if (statusOfThrown(error) === 400) return refusal(400);
    throw error;
  }
  try {
    const number = form.fields.orderNumber ?? "";
    if (form.tooLarge) return refusal(413);
    if (!form.file || form.file.size === 0 || !/^[A-Z0-9-]{3,40}$/.test(number)) return refusal(400);
    const upstream = new FormData();
    upstream.set("orderNumber", number);
    upstream.set("lineItemId", form.fields.lineItemId ?? "");
    // A Blob backed by the temporary file: streamed to the API, never held in memory whole.
    upstream.set("file", await openAsBlob(form.file.path), form.file.name || "proof");
    const sent = await expectRefusals([400, 404, 409, 413, 415, 422], () =>
      state.api.call(orderEndpoints.staffUploadProof, { body: upstream }),
    );
    if (sent instanceof ApiError) return refusal(sent.status);
    return redirect(`${url.pathname}?${new URLSearchParams({ number, done: "proof" })}`, 303);
  } finally {
    await form.cleanup();
  }
}

const refusal = (status: number) =>
  refused(formError("admin:orders.proof.error"), status >= 400 ? status : 400);
