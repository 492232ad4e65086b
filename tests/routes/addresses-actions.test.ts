import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesAction } from "../../app/features/account/addresses.server";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/** The address book against the real API: what was posted is what the personal area then shows. */
const BOOK = new URL(`${ORIGIN}/espace-client/adresses/`);

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

const address = {
  type: "shipping",
  firstName: "Camille",
  lastName: "Martin",
  street: "8 rue de la République",
  postalCode: "69001",
  city: "Lyon",
  country: "FR",
};

type Customer = Awaited<ReturnType<typeof signedIn>>;

const act = (customer: Pick<Customer, "context">, fields: Record<string, string>, url = BOOK) =>
  addressesAction(post(url.href, fields), customer.context, url);

async function shippingAddresses(customer: Customer) {
  return (await loadCustomer(customer.context, BOOK)).customerAddresses.shippingAddresses;
}

describe("address book", () => {
  it("adds, updates and deletes an address, each time back to the book with what was done", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    const added = await act(marie, { intent: "add", ...address });
    expect(locationOf(added)).toBe("/espace-client/adresses/?done=add");
    const [id] =
      Object.entries(await shippingAddresses(marie)).find(([, saved]) => saved.city === "Lyon") ?? [];
    if (!id) throw new Error("the address was added");

    const updated = await act(marie, { intent: "update", id, ...address, street: "10 quai Saint-Antoine" });
    expect(locationOf(updated)).toBe("/espace-client/adresses/?done=update");
    expect((await shippingAddresses(marie))[id]).toMatchObject({
      street: "10 quai Saint-Antoine",
      city: "Lyon",
    });

    const deleted = await act(marie, { intent: "delete", id, type: "shipping" });
    expect(locationOf(deleted)).toBe("/espace-client/adresses/?done=delete");
    expect(await shippingAddresses(marie)).not.toHaveProperty(id);
    const again = await act(marie, { intent: "delete", id, type: "shipping" });
    expect([statusOf(again), payloadOf(again)]).toMatchObject([
      400,
      { errors: { form: "error.addressGone" } },
    ]);
  });

  it("checks the postal code against the country's rule before asking the API", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    const before = await shippingAddresses(marie);
    const answer = await act(marie, { intent: "add", ...address, postalCode: "6900" });
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toMatchObject({
      intent: "add",
      errors: { postalCode: "error.postalCodeInvalid" },
      values: { city: "Lyon", postalCode: "6900" },
    });
    expect(await shippingAddresses(marie)).toEqual(before);
  });

  it("names the fields left empty", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    const answer = await act(marie, { intent: "add", ...address, firstName: "", street: " ", city: "" });
    expect(payloadOf(answer)).toMatchObject({
      errors: {
        firstName: "error.firstNameRequired",
        street: "error.streetRequired",
        city: "error.cityRequired",
      },
    });
  });

  it("opened from checkout, makes the new address the cart's and goes back to checkout", async () => {
    const marie = await signedIn(test, "achats@atelier-lumiere.example");
    const fromCheckout = new URL(`${BOOK.href}?for=checkout`);
    const added = await act(
      marie,
      { intent: "add", ...address, city: "Villeurbanne", postalCode: "69100" },
      fromCheckout,
    );
    expect(locationOf(added)).toBe("/panier/recapitulatif/?address=saved");
    const customer = await loadCustomer(marie.context, BOOK);
    const defaultId = customer.customerAddresses.defaultShippingAddressId ?? "";
    expect(customer.customerAddresses.shippingAddresses[defaultId]?.city).toBe("Villeurbanne");
  });

  it("never touches someone else's address", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    await act(marie, { intent: "add", ...address, city: "Marseille", postalCode: "13001" });
    const [id] =
      Object.entries(await shippingAddresses(marie)).find(([, saved]) => saved.city === "Marseille") ?? [];
    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    const answer = await act(stranger, { intent: "delete", id: id ?? "", type: "shipping" });
    expect(payloadOf(answer)).toMatchObject({ errors: { form: "error.addressGone" } });
    expect(await shippingAddresses(marie)).toHaveProperty(id ?? "");
  });

  it("refuses a visitor who is not signed in", async () => {
    const anonymous = await requestContext(test.api);
    const thrown = await thrownBy(() => act(anonymous, { intent: "add", ...address }));
    expect(statusOf(thrown)).toBe(401);
  });
});
