import type { z } from "zod";
import {
  addAddressBodySchema,
  deleteAddressBodySchema,
  loginAsBodySchema,
  loginBodySchema,
  profileBodySchema,
  registrationBodySchema,
  setDefaultAddressBodySchema,
  updateAddressBodySchema,
} from "./account/account.requests";
import {
  cartAddressBodySchema,
  cartItemRefBodySchema,
  createCartSchema,
  duplicateItemBodySchema,
  lineItemPayloadSchema,
} from "./cart/cart.requests";
import { inventoryBodySchema, shippingCalculateBodySchema } from "./delivery/delivery.requests";
import {
  checkoutBodySchema,
  finalizeEditBodySchema,
  orderEditBodySchema,
  orderRefBodySchema,
  resetArtworkBodySchema,
} from "./orders/order.requests";
import {
  generateCustomConfigBodySchema,
  instructionBodySchema,
  promocodeCheckBodySchema,
  promocodeCheckIdBodySchema,
  quoteBodySchema,
  servicePriceBodySchema,
  validateBodySchema,
} from "./product/product.requests";

/**
 * The calls of spec §7 that carry a body, each with the schema its body must meet (the one the
 * embedded API validates it with). The e2e run records every upstream call and checks it against
 * this table (issue 19), so a body that drifts from the spec fails our own suite first.
 */
export interface UpstreamCallRule {
  method: string;
  /** The path with `:id` for one segment, without a trailing slash. */
  path: string;
  schema: z.ZodType;
}

const rule = (method: string, path: string, schema: z.ZodType): UpstreamCallRule => ({
  method,
  path,
  schema,
});

export const UPSTREAM_CALL_RULES: readonly UpstreamCallRule[] = [
  rule("POST", "/api/v1/auth/login", loginBodySchema),
  rule("POST", "/api/v1/admin/login-as-user", loginAsBodySchema),
  rule("POST", "/api/v1/customer/create", registrationBodySchema),
  rule("PATCH", "/api/v1/customer", profileBodySchema),
  rule("POST", "/api/v1/customer/address", addAddressBodySchema),
  rule("PATCH", "/api/v1/customer/address", updateAddressBodySchema),
  rule("PATCH", "/api/v1/customer/address/setDefault", setDefaultAddressBodySchema),
  rule("DELETE", "/api/v1/customer/address", deleteAddressBodySchema),
  rule("POST", "/api/v1/cart", createCartSchema),
  rule("PATCH", "/api/v1/cart/:id/item/address", cartAddressBodySchema),
  rule("PUT", "/api/v1/cart/:id/item", lineItemPayloadSchema),
  rule("POST", "/api/v1/cart/:id/duplicateItem", duplicateItemBodySchema),
  rule("DELETE", "/api/v1/cart/item", cartItemRefBodySchema),
  rule("POST", "/api/v1/cart/:id/checkout", checkoutBodySchema),
  rule("POST", "/api/v1/order/edit/item", orderEditBodySchema),
  rule("POST", "/api/v1/order/edit/item/finalize", finalizeEditBodySchema),
  rule("POST", "/api/v1/order/edit/payment/reset-method", orderRefBodySchema),
  rule("POST", "/api/v1/order/reset-line-item-artwork", resetArtworkBodySchema),
  rule("POST", "/api/v1/content/product-instruction", instructionBodySchema),
  rule("POST", "/api/v1/product/generate-product-custom-config-url", generateCustomConfigBodySchema),
  rule("POST", "/api/v1/product/validate", validateBodySchema),
  rule("POST", "/api/v1/product/quote", quoteBodySchema),
  rule("POST", "/api/v1/product/service/price", servicePriceBodySchema),
  rule("POST", "/api/v1/product/shipping/calculate", shippingCalculateBodySchema),
  rule("POST", "/api/v1/product/inventory", inventoryBodySchema),
  rule("POST", "/api/v1/promocode/check-input", promocodeCheckBodySchema),
  rule("POST", "/api/v1/promocode/check-id", promocodeCheckIdBodySchema),
];

/** The rule a call falls under, if spec §7 lists it with a body. */
export function upstreamCallRule(method: string, path: string): UpstreamCallRule | undefined {
  const segments = path.replace(/\/+$/, "").split("/");
  return UPSTREAM_CALL_RULES.find((candidate) => {
    if (candidate.method !== method) return false;
    const pattern = candidate.path.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part === ":id" || part === segments[index])
    );
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  multipart?: boolean;
}

/** Each recorded call whose body does not meet its spec schema, with zod's first issues. */
export function upstreamContractViolations(calls: readonly RecordedCall[]): string[] {
  return calls.flatMap((call) => {
    const found = upstreamCallRule(call.method, call.path);
    if (!found || call.multipart) return [];
    const parsed = found.schema.safeParse(call.body ?? {});
    if (parsed.success) return [];
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ");
    return [`${call.method} ${call.path}: ${issues}`];
  });
}
