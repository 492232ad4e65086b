import { expect } from "vitest";
import type { Visitor } from "./visitor";

/** The storefront's own forms, posted as the screens post them (JS off), for the multi-host suite. */

export const PASSWORD = "Une phrase de passe 42";
export const POSTERS = "/affiches/";

let counter = 0;
export function newEmail(label: string): string {
  counter++;
  return `multihost.${label}.${Date.now()}.${counter}@example.com`;
}

/** A new customer, signed in, with a delivery and a billing address; the same browser as before. */
export async function registerCustomer(visitor: Visitor, origin: string, label: string): Promise<string> {
  const email = newEmail(label);
  const form = {
    accountType: "private",
    firstName: "Camille",
    lastName: "Martin",
    email,
    password: PASSWORD,
  };
  expect((await visitor.post(origin, "/inscription/", form)).status).toBe(303);
  expect((await visitor.post(origin, "/connexion/", { email, password: PASSWORD })).status).toBe(303);
  for (const type of ["shipping", "billing"]) {
    const address = {
      intent: "add",
      type,
      firstName: "Camille",
      lastName: "Martin",
      street: "3 place Bellecour",
      postalCode: "69002",
      city: "Lyon",
      country: "FR",
    };
    expect((await visitor.post(origin, "/espace-client/adresses/", address)).status).toBe(303);
  }
  return email;
}

export function addPosters(visitor: Visitor, origin: string, quantity: number) {
  const form = { intent: "addToCart", quantity: String(quantity), delivery: "standard" };
  return visitor.post(origin, `${POSTERS}?quantity=${quantity}&delivery=standard`, form);
}

/** The checkout form as the screen fills it: its preselected addresses, payment by transfer. */
export async function checkoutForm(visitor: Visitor, origin: string): Promise<Record<string, string>> {
  const page = await visitor.get(origin, "/panier/recapitulatif/");
  expect(page.status).toBe(200);
  const addressId = (name: string) =>
    new RegExp(`<input type="radio" name="${name}"[^>]*value="([^"]+)"`).exec(page.text)?.[1] ?? "";
  return {
    shippingAddressId: addressId("shippingAddressId"),
    billingAddressId: addressId("billingAddressId"),
    sender: "default",
    paymentMethod: "bank_transfer",
  };
}
