import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";
import { moneySchema } from "../../../contract/content/content.schemas";

/** GET /api/v1/customer/wallet/ */
export const walletSchema = z.object({
  hasWallet: z.boolean(),
  credit: moneySchema,
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["credit", "payment", "refund"]),
      amount: moneySchema,
      orderId: z.string().nullable(),
      label: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Wallet = z.infer<typeof walletSchema>;

export function loadWallet(context: Readonly<RouterContextProvider>): Promise<Wallet> {
  const { api } = getRequestState(context);
  return guardUpstream(() => api.get("/api/v1/customer/wallet/", { schema: walletSchema }));
}
