import { openAsBlob } from "node:fs";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { mediaEndpoints } from "#contract/media/media.endpoints";
import type { MediaDeleteBody, MediaPlaceBody } from "#contract/media/media.requests";
import {
  isMediaName,
  MEDIA_MAX_BYTES,
  MEDIA_NAME_PATTERN,
  type MediaItem,
} from "#contract/media/media.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { isFormContentType, parseForm } from "~/server/form.server";
import type { FieldErrors, FormResult } from "~/server/form-errors";
import { expectRefusals, guardUpstream, statusOfThrown } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { readUploadForm } from "../orders/artwork-upload.server";
import { requireAdminSession } from "./login-as.server";
import { requireStaffScope } from "./staff-scope.server";

/**
 * The staff media library screen (/admin/upload-ams, issue 16 §6, ADR 029): upload, search, copy
 * the public URL, place an image on a page or product, delete an unused one. The API records every
 * change with the staff member; this module only reads forms and maps refusals to messages.
 */

export type { MediaItem };

const DONE = ["uploaded", "placed", "deleted"] as const;

export async function loadStaffMedia(context: Readonly<RouterContextProvider>, url: URL) {
  await requireStaffScope(context, url, "media:read");
  const { api } = getRequestState(context);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  const library = await guardUpstream(() => api.call(mediaEndpoints.library, { query: { q: query } }));
  const done = z.enum(DONE).safeParse(url.searchParams.get("done")).data ?? null;
  const name = url.searchParams.get("name") ?? "";
  return {
    ...library,
    query,
    origin: url.origin,
    done: done && isMediaName(name) ? { action: done, name } : null,
    maxBytes: MEDIA_MAX_BYTES,
  };
}

export type StaffMediaActionData = FormResult & { mediaId: string | null };

const refused = (mediaId: string | null, errors: FieldErrors, status: number) =>
  data<StaffMediaActionData>({ mediaId, errors }, { status });

const done = (url: URL, action: (typeof DONE)[number], name: string) =>
  redirect(`${url.pathname}?${new URLSearchParams({ done: action, name })}`, 303);

/** Upstream refusals → the message shown beside the form that caused them. */
const UPSTREAM_ERRORS: Record<string, string> = {
  MEDIA_TOO_LARGE: "admin:media.tooLarge",
  MEDIA_TYPE_UNSUPPORTED: "admin:media.notImage",
  MEDIA_DAMAGED: "admin:media.damaged",
  MEDIA_TOO_MANY_PIXELS: "admin:media.tooManyPixels",
  MEDIA_MISSING: "admin:media.missing",
  MEDIA_IN_USE: "admin:media.inUse",
  MEDIA_NOT_FOUND: "admin:media.gone",
  TARGET_NOT_FOUND: "admin:media.targetGone",
  TARGET_INVALID: "admin:media.targetInvalid",
};
const messageOf = (error: ApiError) => UPSTREAM_ERRORS[error.code] ?? "admin:media.invalid";

const imageFields = {
  mediaId: z.string().trim().min(1).max(100),
  /** Only for the confirmation's wording; the API acts on the id. */
  name: z.string().regex(MEDIA_NAME_PATTERN),
};
const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("place"),
    ...imageFields,
    target: z.string().trim().min(1, "admin:media.targetInvalid").max(200),
  }),
  z.object({ intent: z.literal("delete"), ...imageFields }),
]);

export async function staffMediaAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  requireAdminSession(context, url);
  const state = getRequestState(context);
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.toLowerCase().startsWith("multipart/")) return uploadAction(state, request, url);
  if (!isFormContentType(contentType)) return refused(null, { form: "admin:media.invalid" }, 415);
  const parsed = await parseForm(request, changeSchema);
  if (!parsed.ok) return refused(parsed.values.mediaId?.slice(0, 100) ?? null, parsed.errors, 400);
  const change = parsed.data;
  const answer = await changeMedia(state, change);
  if (answer instanceof ApiError) return refused(change.mediaId, { form: messageOf(answer) }, answer.status);
  return done(url, change.intent === "place" ? "placed" : "deleted", change.name);
}

/** Places or deletes the image; the API's refusal if it says no. */
function changeMedia(state: RequestState, change: z.output<typeof changeSchema>) {
  return expectRefusals([400, 404, 409], () =>
    change.intent === "place"
      ? state.api.call(mediaEndpoints.place, {
          body: { mediaId: change.mediaId, target: change.target } satisfies MediaPlaceBody,
        })
      : state.api.call(mediaEndpoints.delete, {
          body: { mediaId: change.mediaId } satisfies MediaDeleteBody,
        }),
  );
}

async function uploadAction(state: RequestState, request: Request, url: URL) {
  let form: Awaited<ReturnType<typeof readUploadForm>>;
  try {
    form = await readUploadForm(request, MEDIA_MAX_BYTES);
  } catch (error) {
    if (statusOfThrown(error) === 400) return refused(null, { file: "admin:media.interrupted" }, 400);
    throw error;
  }
  try {
    if (form.tooLarge) return refused(null, { file: "admin:media.tooLarge" }, 413);
    if (!form.file || form.file.size === 0) return refused(null, { file: "admin:media.missing" }, 400);
    const upstream = new FormData();
    upstream.set("file", await openAsBlob(form.file.path), form.file.name || "image");
    const uploaded = await expectRefusals([400, 413, 415, 422], () =>
      state.api.call(mediaEndpoints.upload, { body: upstream }),
    );
    if (uploaded instanceof ApiError) return refused(null, { file: messageOf(uploaded) }, uploaded.status);
    return done(url, "uploaded", uploaded.name);
  } finally {
    await form.cleanup();
  }
}
