import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { pageNotFound } from "~/features/content/content-page.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";
import { moneySchema } from "../../../contract/content/content.schemas";

/** Orders from the shop's previous system (issue 6): read-only list and detail. */

const legacySummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  status: z.string(),
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  vatPrice: moneySchema,
  invoiceReference: z.string().nullable(),
  products: z.array(z.string()),
});
export const legacyListSchema = z.object({ orders: z.array(legacySummarySchema) });
export const legacyOrderSchema = legacySummarySchema.extend({
  lines: z.array(
    z.object({ product: z.string(), description: z.string(), quantity: z.number(), taxedPrice: moneySchema }),
  ),
});
export type LegacyList = z.infer<typeof legacyListSchema>;
export type LegacyOrder = z.infer<typeof legacyOrderSchema>;

export async function loadLegacyOrders(context: Readonly<RouterContextProvider>, url: URL) {
  const { api } = getRequestState(context);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const list = await guardUpstream(() =>
    api.get("/api/v1/customer/legacy-orders/", { schema: legacyListSchema, query: { q: q || undefined } }),
  );
  return { ...list, q };
}

export async function loadLegacyOrder(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<LegacyOrder> {
  const { api } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(id)) throw pageNotFound(url.pathname);
  return guardUpstream(async () => {
    try {
      return await api.get(`/api/v1/customer/legacy-order/${encodeURIComponent(id)}/`, {
        schema: legacyOrderSchema,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
}
