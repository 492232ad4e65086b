import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { fillPath } from "#contract/endpoints";
import type { Artwork } from "#contract/orders/artwork.schemas";
import { ARTWORK_STATUSES } from "#contract/orders/files-due";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { SERVICE_KEYS } from "#contract/product/service-keys";
import { getRequestState } from "~/server/context.server";
import { pageNotFound } from "~/server/http-errors.server";
import { loadUploadPage } from "./upload.server";

/**
 * The upload detail screen (spec §2 "upload detail (two versions)", issue 16 §7): one print file
 * (preview, measures, the file check's verdict and what to do) or one design-service brief.
 */

const idText = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

type Line = Awaited<ReturnType<typeof loadUploadPage>>["order"]["lineItems"][number];

export type UploadDetail =
  | {
      kind: "file";
      file: Artwork;
      /** The owner-only preview URL for PNG and JPEG; null for formats a browser can't show. */
      previewUrl: string | null;
      fileCheckBought: boolean;
      sets: number;
    }
  | { kind: "brief"; brief: { text: string; updatedAt: string } | null };

const PREVIEW_TYPES = new Set(["image/png", "image/jpeg"]);
export const ARTWORK_PREVIEW_PATH = "/account/artwork-preview";

export async function loadUploadDetail(context: Readonly<RouterContextProvider>, url: URL) {
  const page = await loadUploadPage(context, url);
  const { order } = page;
  const fileId = idText.safeParse(url.searchParams.get("file"));
  const briefLine = idText.safeParse(url.searchParams.get("brief"));
  let line: Line | undefined;
  let detail: UploadDetail | undefined;
  if (fileId.success) {
    const file = order.artwork.find((candidate) => candidate.id === fileId.data);
    line = file && order.lineItems.find((candidate) => candidate.id === file.lineItemId);
    if (file && line)
      detail = {
        kind: "file",
        file,
        previewUrl: PREVIEW_TYPES.has(file.contentType)
          ? `${ARTWORK_PREVIEW_PATH}?${new URLSearchParams({ id: order.id, file: file.id })}`
          : null,
        fileCheckBought: line.services.some((service) => service.key === SERVICE_KEYS.fileCheck),
        sets: line.multiArtworkSetsNumber,
      };
  } else if (briefLine.success) {
    line = order.lineItems.find(
      (candidate) => candidate.id === briefLine.data && candidate.merchantInfo.selectedUploadType === "hds",
    );
    const saved = order.briefs.find((brief) => brief.lineItemId === briefLine.data);
    if (line)
      detail = { kind: "brief", brief: saved ? { text: saved.brief, updatedAt: saved.updatedAt } : null };
  }
  if (!detail || !line) throw pageNotFound(url.pathname);
  const upload = getRequestState(context).shop.links.upload;
  return {
    detail,
    order: { id: order.id, orderNumber: order.orderNumber },
    line: { id: line.id, name: line.mcpProdName, jobName: line.jobName },
    /** Files and briefs can change until production starts. */
    open: (ARTWORK_STATUSES as readonly string[]).includes(order.status),
    uploadPath: upload ? `${upload}?${new URLSearchParams({ id: order.id })}` : null,
    orderPath: page.orderPath,
    locale: page.locale,
  };
}

export type UploadDetailData = Awaited<ReturnType<typeof loadUploadDetail>>;

/** The owner's PNG or JPEG, streamed from the API for the preview; nothing for anyone else. */
export async function artworkPreview(context: Readonly<RouterContextProvider>, url: URL) {
  const { api, auth } = getRequestState(context);
  const id = idText.safeParse(url.searchParams.get("id"));
  const file = idText.safeParse(url.searchParams.get("file"));
  if (!auth || !id.success || !file.success) return new Response("Not found", { status: 404 });
  const upstream = await api.forward(
    "GET",
    fillPath(orderEndpoints.artworkPreview.path, { id: id.data, fileId: file.data }),
    null,
  );
  const type = upstream.headers.get("content-type") ?? "";
  if (!upstream.ok || !/^image\/(png|jpeg)$/.test(type)) {
    await upstream.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "content-type": type,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
