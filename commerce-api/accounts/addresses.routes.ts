import { randomUUID } from "node:crypto";
import { accountEndpoints } from "#contract/account/account.endpoints";
import {
  type AddressFields,
  addAddressBodySchema,
  deleteAddressBodySchema,
  setDefaultAddressBodySchema,
  updateAddressBodySchema,
} from "#contract/account/account.requests";
import { keepCartAddress, requireAddressableCart } from "../cart/cart-addresses.repository";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { AddressType } from "../db/schema";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { findCustomerById } from "./accounts.repository";
import { defaultsAfterAdd, defaultsAfterDelete, postalCodeMatches } from "./address.rules";
import { findOwnAddress, listAddresses, saveDefaults, tenantCountryPattern } from "./addresses.repository";
import { customerResponse } from "./customer.response";
import { readBodyWithFormRules } from "./form-rules-check";
import { authenticate } from "./sessions";

async function checkCountryAndPostalCode(context: RequestContext, country: string, postalCode: string) {
  const pattern = await tenantCountryPattern(context.db, context.tenant.key, country);
  if (pattern === undefined) {
    throw new HttpError(400, "VALIDATION_ERROR", "The shop does not deliver to this country", [
      { path: "country", message: "Choose a country the shop delivers to", code: "custom" },
    ]);
  }
  if (!postalCodeMatches(postalCode, pattern)) {
    throw new HttpError(400, "VALIDATION_ERROR", "The postal code does not fit the country", [
      { path: "postalCode", message: "Enter a postal code valid for the country", code: "custom" },
    ]);
  }
}

function columns(address: AddressFields) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    street: address.street,
    additional: address.additional,
    postal_code: address.postalCode.toUpperCase(),
    city: address.city,
    country: address.country,
    phone: address.phone,
  };
}

/** With a cartId: checks the cart first (nothing is written for a bad one), then keeps the address on it. */
async function cartFor(context: RequestContext, customerId: string, id: string | undefined) {
  return id ? requireAddressableCart(context.db, context.tenant.key, id, customerId) : null;
}

async function keepOnCart(
  context: RequestContext,
  cart: string | null,
  customerId: string,
  addressId: string,
  type: AddressType,
) {
  if (!cart) return;
  const address = await findOwnAddress(context.db, customerId, addressId, type);
  if (address) await keepCartAddress(context.db, cart, type, address, context.now().toISOString());
}

async function reloaded(context: RequestContext, customerId: string) {
  const customer = await findCustomerById(context.db, context.tenant.key, customerId);
  if (!customer) throw new HttpError(401, "TOKEN_INVALID", "The session has ended");
  return customerResponse(context, customer);
}

async function addAddress(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readBodyWithFormRules(context, addAddressBodySchema, (field) => ({
    phone: field("phone"),
  }));
  await checkCountryAndPostalCode(context, body.country, body.postalCode);
  const cart = await cartFor(context, customer.id, body.cartId);
  const id = randomUUID();
  await context.db
    .insertInto("customer_addresses")
    .values({
      id,
      customer_id: customer.id,
      type: body.type,
      ...columns(body),
      created_at: context.now().toISOString(),
    })
    .execute();
  const defaults = defaultsAfterAdd(
    { shipping: customer.default_shipping_address_id, billing: customer.default_billing_address_id },
    body.type,
    id,
  );
  await saveDefaults(context.db, customer.id, defaults.shipping, defaults.billing);
  await keepOnCart(context, cart, customer.id, id, body.type);
  return reloaded(context, customer.id);
}

async function updateAddress(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readBodyWithFormRules(context, updateAddressBodySchema, (field) => ({
    phone: field("phone"),
  }));
  const existing = await findOwnAddress(context.db, customer.id, body.id);
  if (!existing) throw notFound("ADDRESS_NOT_FOUND", "No such address");
  await checkCountryAndPostalCode(context, body.country, body.postalCode);
  const cart = await cartFor(context, customer.id, body.cartId);
  await context.db
    .updateTable("customer_addresses")
    .set(columns(body))
    .where("id", "=", body.id)
    .where("customer_id", "=", customer.id)
    .execute();
  await keepOnCart(context, cart, customer.id, body.id, existing.type);
  return reloaded(context, customer.id);
}

async function setDefaultAddress(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readJsonBody(context.request, setDefaultAddressBodySchema);
  if (!(await findOwnAddress(context.db, customer.id, body.id, body.type))) {
    throw notFound("ADDRESS_NOT_FOUND", "No such address");
  }
  const cart = await cartFor(context, customer.id, body.cartId);
  const defaults = {
    shipping: customer.default_shipping_address_id,
    billing: customer.default_billing_address_id,
  };
  defaults[body.type as AddressType] = body.id;
  await saveDefaults(context.db, customer.id, defaults.shipping, defaults.billing);
  await keepOnCart(context, cart, customer.id, body.id, body.type);
  return reloaded(context, customer.id);
}

async function deleteAddress(context: RequestContext) {
  const { customer } = await authenticate(context);
  const body = await readJsonBody(context.request, deleteAddressBodySchema);
  if (!(await findOwnAddress(context.db, customer.id, body.id, body.type))) {
    throw notFound("ADDRESS_NOT_FOUND", "No such address");
  }
  await context.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("customer_addresses")
      .where("id", "=", body.id)
      .where("customer_id", "=", customer.id)
      .execute();
    const remaining = (await listAddresses(trx, customer.id))
      .filter((address) => address.type === body.type)
      .map((address) => address.id);
    const defaults = defaultsAfterDelete(
      { shipping: customer.default_shipping_address_id, billing: customer.default_billing_address_id },
      body.type,
      body.id,
      remaining,
    );
    await saveDefaults(trx, customer.id, defaults.shipping, defaults.billing);
  });
  return reloaded(context, customer.id);
}

export const addressRoutes: readonly RouteDefinition[] = [
  route(accountEndpoints.addAddress, addAddress),
  route(accountEndpoints.updateAddress, updateAddress),
  route(accountEndpoints.setDefaultAddress, setDefaultAddress),
  route(accountEndpoints.deleteAddress, deleteAddress),
];
