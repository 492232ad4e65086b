import type { RouterContextProvider } from "react-router";
import { designEndpoints } from "#contract/design/design.endpoints";
import { fillPath } from "#contract/endpoints";
import { getRequestState } from "~/server/context.server";

/**
 * A design's PNG preview and the pictures placed in designs, through the storefront (issue 14): the
 * API checks the owner (the visitor's anonymous id or the signed-in customer), the browser only ever
 * talks to the shop's own origin.
 */
const ID = /^[0-9a-f-]{36}$/;
const notFound = () => new Response("Not found", { status: 404 });

async function relay(context: Readonly<RouterContextProvider>, path: string, types: RegExp) {
  const state = getRequestState(context);
  const upstream = await state.api.forward(
    "GET",
    `${path}?${new URLSearchParams({ anonymousUserId: state.anonymousId })}`,
    null,
  );
  const type = upstream.headers.get("content-type") ?? "";
  if (!upstream.ok || !types.test(type)) {
    await upstream.body?.cancel();
    return notFound();
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "content-type": type,
      "cache-control": "private, max-age=300",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

export function designPreview(context: Readonly<RouterContextProvider>, url: URL) {
  const id = url.searchParams.get("id") ?? "";
  if (!ID.test(id)) return notFound();
  return relay(context, fillPath(designEndpoints.designPreview.path, { id }), /^image\/png$/);
}

export function designImage(context: Readonly<RouterContextProvider>, url: URL) {
  const id = url.searchParams.get("id") ?? "";
  if (!ID.test(id)) return notFound();
  return relay(context, fillPath(designEndpoints.image.path, { id }), /^image\/(png|jpeg|svg\+xml)$/);
}
