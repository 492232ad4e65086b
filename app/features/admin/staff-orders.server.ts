import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { expectRefusals, guardUpstream, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import type { StaffTransitionBody } from "../../../contract/orders/order.requests";
import { ORDER_STATUSES, type StaffOrder, staffOrderSchema } from "../../../contract/orders/order.schemas";
import { requireAdminSession } from "./login-as.server";
import { requireStaffScope } from "./staff-scope.server";

/** Staff order desk (issue 6): find an order by number, move it along the lifecycle. */

export type { StaffOrder };

const numberText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,40}$/);

export async function loadStaffOrder(context: Readonly<RouterContextProvider>, url: URL) {
  await requireStaffScope(context, url, "orders:read");
  const { api, shop } = getRequestState(context);
  const raw = url.searchParams.get("number");
  const number = numberText.safeParse(raw ?? "");
  const base = { number: raw ?? "", done: url.searchParams.get("done"), locale: shop.domain.locale };
  if (!raw) return { ...base, order: null, notFound: false };
  if (!number.success) return { ...base, order: null, notFound: true };
  const order = await guardUpstream(async () => {
    try {
      return await api.get(`/api/v1/admin/order/${encodeURIComponent(number.data)}`, {
        schema: staffOrderSchema,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
  return { ...base, order, notFound: order === null };
}

const transitionForm = z.object({
  orderNumber: numberText,
  to: z.enum(ORDER_STATUSES),
  trackingNumber: z.string().trim().max(60).optional(),
  carrier: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{0,40}$/)
    .optional(),
});

export type StaffActionData = { error: string };

export async function staffOrderAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  requireAdminSession(context, url);
  const { api } = getRequestState(context);
  const parsed = transitionForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<StaffActionData>({ error: "admin:orders.invalid" }, { status: 400 });
  const { orderNumber, to, trackingNumber, carrier } = parsed.data;
  const moved = await expectRefusals([400, 404, 409], () =>
    api.post("/api/v1/admin/order/transition/", {
      schema: staffOrderSchema,
      body: {
        orderNumber,
        to,
        ...(trackingNumber ? { trackingNumber } : {}),
        ...(carrier ? { carrier } : {}),
      } satisfies StaffTransitionBody,
    }),
  );
  if (moved instanceof ApiError) {
    const fields = upstreamFieldErrors(moved);
    const error = fields.trackingNumber
      ? "admin:orders.trackingRequired"
      : fields.carrier
        ? "admin:orders.carrierRequired"
        : moved.status === 409
          ? "admin:orders.notAllowed"
          : "admin:orders.invalid";
    return data<StaffActionData>({ error }, { status: moved.status });
  }
  return redirect(`${url.pathname}?${new URLSearchParams({ number: orderNumber, done: to })}`, 303);
}
