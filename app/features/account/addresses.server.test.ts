import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Endpoint } from "#contract/endpoints";
import { ApiError } from "~/server/api/errors";
import { type RequestState, requestStateContext } from "~/server/context.server";
import { addressesAction, checkoutReturnPath, newAddressType } from "./addresses.server";

const BOOK = "http://localhost/espace-client/adresses/";
const address = {
  firstName: "Camille",
  lastName: "Martin",
  street: "8 rue de la République",
  postalCode: "69001",
  city: "Lyon",
  country: "FR",
};

/** The action against a recording API; `refuse` makes the address call fail like the upstream would. */
function setup(refuse?: ApiError) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const call = vi.fn(async ({ method, path }: Endpoint, options: { body: Record<string, unknown> }) => {
    calls.push({ method, path, body: options.body });
    if (path === "/api/v1/cart/") return { id: "cart-of-the-session", lineItemCount: 1 };
    if (refuse) throw refuse;
    return {};
  });
  const state = {
    api: { call },
    anonymousId: "anon-1",
    session: { activeCurrency: "EUR" },
    shop: {
      rules: {},
      domain: { default_iso2: "FR", locale: "fr-FR" },
      links: { checkout: "/panier/recapitulatif/", addresses: "/espace-client/adresses/" },
    },
  } as unknown as RequestState;
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  const run = (query: string, form: Record<string, string>) => {
    const url = new URL(`${BOOK}${query}`);
    const request = new Request(url, { method: "POST", body: new URLSearchParams(form) });
    return addressesAction(request, context, url);
  };
  return { calls, run, context };
}

const locationOf = (answer: unknown) => (answer as Response).headers.get("location");

describe("the address book opened from checkout (spec §7 cartId)", () => {
  it("adds with the session's own cart, whatever the form says, and goes back to checkout", async () => {
    const { calls, run } = setup();
    const answer = await run("?for=checkout", {
      intent: "add",
      type: "shipping",
      ...address,
      cartId: "someone-elses-cart",
    });
    expect((answer as Response).status).toBe(303);
    expect(locationOf(answer)).toBe("/panier/recapitulatif/?address=saved");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/v1/cart/",
      "POST /api/v1/customer/address/",
    ]);
    expect(calls[1]?.body).toMatchObject({ ...address, type: "shipping", cartId: "cart-of-the-session" });
  });

  it("names the cart on set-default too, but not on delete (which stays in the book)", async () => {
    const { calls, run } = setup();
    const setDefault = await run("?for=checkout", { intent: "set-default", type: "billing", id: "a-1" });
    expect(locationOf(setDefault)).toBe("/panier/recapitulatif/?address=saved");
    expect(calls.at(-1)?.body).toEqual({ type: "billing", id: "a-1", cartId: "cart-of-the-session" });

    calls.length = 0;
    const removed = await run("?for=checkout", { intent: "delete", type: "billing", id: "a-1" });
    expect(locationOf(removed)).toBe("/espace-client/adresses/?for=checkout&done=delete");
    expect(calls.map((call) => call.path)).toEqual(["/api/v1/customer/address"]);
  });

  it("leaves carts alone in the plain address book", async () => {
    const { calls, run } = setup();
    const answer = await run("", { intent: "add", type: "shipping", ...address });
    expect(locationOf(answer)).toBe("/espace-client/adresses/?done=add");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.cartId).toBeUndefined();
  });

  it("explains a refused cart instead of calling the address gone", async () => {
    const { run } = setup(new ApiError(404, "CART_NOT_FOUND", "No such cart", "/api/v1/customer/address/"));
    const answer = (await run("?for=checkout", {
      intent: "add",
      type: "shipping",
      ...address,
    })) as unknown as {
      data: { errors: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ form: "error.cartGone" });
    expect(answer.data.values.street).toBe(address.street);
  });

  it("reads the checkout return and the new address's type from the URL, nothing else", () => {
    const { context } = setup();
    expect(checkoutReturnPath(context, new URL(`${BOOK}?for=checkout`))).toBe("/panier/recapitulatif/");
    expect(checkoutReturnPath(context, new URL(`${BOOK}?for=https://evil.example/`))).toBeNull();
    expect(checkoutReturnPath(context, new URL(BOOK))).toBeNull();
    expect(newAddressType(new URL(`${BOOK}?type=billing`))).toBe("billing");
    expect(newAddressType(new URL(`${BOOK}?type=nonsense`))).toBe("shipping");
  });
});
