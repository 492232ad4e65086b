import { accountEndpoints } from "#contract/account/account.endpoints";
import { removePaymentMethodBodySchema } from "#contract/account/account.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { PaymentMethodRow } from "../db/schema";
import { readJsonBody } from "../http/body";
import { notFound } from "../http/errors";
import { cardExpired, defaultAfterRemoval } from "./payment-method.rules";
import { authenticate } from "./sessions";

function listMethods(context: RequestContext, customerId: string) {
  return context.db
    .selectFrom("payment_methods")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

function toView(row: PaymentMethodRow, now: Date) {
  return {
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    last4: row.last4,
    holderName: row.holder_name,
    expiry:
      row.expiry_month !== null && row.expiry_year !== null
        ? { month: row.expiry_month, year: row.expiry_year }
        : null,
    expired: cardExpired(row.expiry_month, row.expiry_year, now),
    mandateReference: row.mandate_reference,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
  };
}

async function answer(context: RequestContext, customerId: string) {
  const now = context.now();
  return { methods: (await listMethods(context, customerId)).map((row) => toView(row, now)) };
}

/** GET customer/payment-methods/: the saved references (never a full card number or IBAN). */
async function readMethods(context: RequestContext) {
  const { customer } = await authenticate(context);
  return answer(context, customer.id);
}

/** DELETE customer/payment-methods/ { id }: another customer's id is simply not found. */
async function removeMethod(context: RequestContext) {
  const { customer } = await authenticate(context);
  const { id } = await readJsonBody(context.request, removePaymentMethodBodySchema);
  await context.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("payment_methods")
      .where("id", "=", id)
      .where("customer_id", "=", customer.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1)
      throw notFound("PAYMENT_METHOD_NOT_FOUND", "No such payment method");
    const remaining = await trx
      .selectFrom("payment_methods")
      .select(["id", "is_default", "created_at"])
      .where("customer_id", "=", customer.id)
      .execute();
    const defaultId = defaultAfterRemoval(
      remaining.map((row) => ({ id: row.id, isDefault: row.is_default === 1, createdAt: row.created_at })),
    );
    if (defaultId) {
      await trx.updateTable("payment_methods").set({ is_default: 1 }).where("id", "=", defaultId).execute();
    }
  });
  return answer(context, customer.id);
}

export const paymentMethodRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.paymentMethods, readMethods),
  route(accountEndpoints.removePaymentMethod, removeMethod),
];
