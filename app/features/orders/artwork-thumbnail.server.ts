import type { RouterContextProvider } from "react-router";
import { fillPath } from "#contract/endpoints";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { requireAdminSession } from "~/features/admin/login-as.server";
import { getRequestState } from "~/server/context.server";
import { forwardOrderFile } from "./proof-file.server";

/**
 * A page thumbnail of the print PDF made from an online design (issue 36 §5, ADR 081), and any print
 * file itself as a download, streamed from the API to the order's owner or to staff with the same
 * checks as the proofs, never cached.
 */

const idText = /^[A-Za-z0-9-]{1,100}$/;
const pageText = /^\d{1,2}$/;
const notFound = () => new Response("Not found", { status: 404 });

/** The file id and page asked for, each null unless well-formed (so safe in an API path as they are). */
function fileAndPage(url: URL) {
  const file = url.searchParams.get("file") ?? "";
  const page = url.searchParams.get("page") ?? "";
  return { file: idText.test(file) ? file : null, page: pageText.test(page) ? page : null };
}

/** GET account/artwork-thumbnail?id=&file=&page=: the signed-in customer's own order only. */
export function customerArtworkThumbnail(context: Readonly<RouterContextProvider>, url: URL) {
  const { auth } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  const { file, page } = fileAndPage(url);
  if (!auth || !idText.test(id) || !file || !page) return notFound();
  return forwardOrderFile(
    context,
    fillPath(orderEndpoints.artworkThumbnail.path, { id, fileId: file, page }),
  );
}

/** GET admin/orders/artwork-thumbnail?number=&file=&page=: any order of the shop, for staff. */
export function staffArtworkThumbnail(context: Readonly<RouterContextProvider>, url: URL) {
  requireAdminSession(context, url);
  const number = url.searchParams.get("number") ?? "";
  const { file, page } = fileAndPage(url);
  if (!/^[A-Z0-9-]{3,40}$/.test(number) || !file || !page) return notFound();
  return forwardOrderFile(
    context,
    fillPath(orderEndpoints.staffArtworkThumbnail.path, { number, fileId: file, page }),
  );
}

/** GET account/artwork-file?id=&file=: the signed-in customer's own print file, as a download. */
export function customerArtworkFile(context: Readonly<RouterContextProvider>, url: URL) {
  const { auth } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  const { file } = fileAndPage(url);
  if (!auth || !idText.test(id) || !file) return notFound();
  return forwardOrderFile(context, fillPath(orderEndpoints.artworkFile.path, { id, fileId: file }));
}

/** GET admin/orders/artwork-file?number=&file=: any order's print file, for staff. */
export function staffArtworkFile(context: Readonly<RouterContextProvider>, url: URL) {
  requireAdminSession(context, url);
  const number = url.searchParams.get("number") ?? "";
  const { file } = fileAndPage(url);
  if (!/^[A-Z0-9-]{3,40}$/.test(number) || !file) return notFound();
  return forwardOrderFile(context, fillPath(orderEndpoints.staffArtworkFile.path, { number, fileId: file }));
}
