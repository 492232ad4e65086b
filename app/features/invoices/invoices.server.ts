import type { RouterContextProvider } from "react-router";
import { fillPath } from "#contract/endpoints";
import type { InvoiceSummary } from "#contract/orders/invoice.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { requireAdminSession } from "~/features/admin/login-as.server";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

/**
 * Invoices in the storefront (ADR 072): the customer's "My invoices" list, and the PDFs, streamed
 * from the API as stored (the customer's own; any of the shop's for staff).
 */

export async function loadInvoices(context: Readonly<RouterContextProvider>): Promise<InvoiceSummary[]> {
  const { api } = getRequestState(context);
  const list = await guardUpstream(() => api.call(orderEndpoints.invoices));
  return list.invoices;
}

const idPattern = /^[A-Za-z0-9-]{1,100}$/;

async function forwardPdf(context: Readonly<RouterContextProvider>, apiPath: string): Promise<Response> {
  const upstream = await getRequestState(context).api.forward("GET", apiPath, null);
  if (!upstream.ok || upstream.headers.get("content-type") !== "application/pdf") {
    await upstream.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
  const headers = new Headers({
    "content-type": "application/pdf",
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
  for (const name of ["content-disposition", "content-length", "etag"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

/** GET /account/invoice?id=: the signed-in owner's PDF; a 404 for anyone else and for bad ids. */
export async function invoicePdf(context: Readonly<RouterContextProvider>, url: URL) {
  const id = url.searchParams.get("id") ?? "";
  if (!getRequestState(context).auth || !idPattern.test(id))
    return new Response("Not found", { status: 404 });
  return forwardPdf(context, fillPath(orderEndpoints.invoicePdf.path, { id }));
}

/** GET /admin/invoice?id=: any document of the shop, for staff. */
export async function staffInvoicePdf(context: Readonly<RouterContextProvider>, url: URL) {
  requireAdminSession(context, url);
  const id = url.searchParams.get("id") ?? "";
  if (!idPattern.test(id)) return new Response("Not found", { status: 404 });
  return forwardPdf(context, fillPath(orderEndpoints.staffInvoicePdf.path, { id }));
}
