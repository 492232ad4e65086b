import type { RouterContextProvider } from "react-router";
import { fillPath } from "#contract/endpoints";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { requireAdminSession } from "~/features/admin/login-as.server";
import { getRequestState } from "~/server/context.server";

/**
 * A proof's file (issue 36 §4), streamed from the API to its owner or to staff, never cached, and
 * shown inline (a PDF or an image the browser opens itself) with nothing allowed to run.
 */

const idText = /^[A-Za-z0-9-]{1,100}$/;

/** Streams one of an order's private files from the API as it answered it, or 404; never cached. */
export async function forwardOrderFile(context: Readonly<RouterContextProvider>, path: string) {
  const upstream = await getRequestState(context).api.forward("GET", path, null);
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
  const headers = new Headers({
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    "content-security-policy": "default-src 'none'; img-src 'self'; object-src 'self'; sandbox",
  });
  for (const name of ["content-type", "content-disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

/** GET account/proof?id=&proof=: the signed-in customer's own proof; 404 for anything else. */
export function customerProofFile(context: Readonly<RouterContextProvider>, url: URL) {
  const { auth } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  const proof = url.searchParams.get("proof") ?? "";
  if (!auth || !idText.test(id) || !idText.test(proof)) return new Response("Not found", { status: 404 });
  return forwardOrderFile(context, fillPath(orderEndpoints.proofFile.path, { id, proofId: proof }));
}

/** GET admin/orders/proof?number=&proof=: any proof of the shop, for staff. */
export function staffProofFile(context: Readonly<RouterContextProvider>, url: URL) {
  requireAdminSession(context, url);
  const number = url.searchParams.get("number") ?? "";
  const proof = url.searchParams.get("proof") ?? "";
  if (!/^[A-Z0-9-]{3,40}$/.test(number) || !idText.test(proof))
    return new Response("Not found", { status: 404 });
  return forwardOrderFile(context, fillPath(orderEndpoints.staffProofFile.path, { number, proofId: proof }));
}
