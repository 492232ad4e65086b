import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { loadAccountData } from "../../app/features/account/account-data.server";
import { companyAction, loadCompany } from "../../app/features/account/company.server";
import { paymentMethodsAction } from "../../app/features/account/payment-methods.server";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { profileAction } from "../../app/features/account/profile.server";
import { loadWallet } from "../../app/features/account/wallet.server";
import { logoutAction } from "../../app/features/auth/logout.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { failing, requestContext } from "../support/request-harness";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/** The personal area's screens (profile, company, payment methods, wallet) as a signed-in customer uses them. */
const PROFILE = new URL(`${ORIGIN}/espace-client/profil/`);
const COMPANY = new URL(`${ORIGIN}/espace-client/societe/`);
const PAYMENT_METHODS = new URL(`${ORIGIN}/espace-client/moyens-de-paiement/`);
const MARIE = "marie.dupont@example.com";
const RESELLER = "achats@atelier-lumiere.example";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

const profileForm = { intent: "update-profile", firstName: "Marie", lastName: "Dupont", phone: "" };

describe("profile", () => {
  it("saves names, phone and newsletter choice, and the personal area shows them", async () => {
    const marie = await signedIn(test, MARIE);
    const answer = await profileAction(
      post(PROFILE.href, { ...profileForm, firstName: " Marie-Claire ", phone: "+33 6 00 00 00 01" }),
      marie.context,
      PROFILE,
    );
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/espace-client/profil/?saved=1");
    const customer = await loadCustomer(marie.context, PROFILE);
    expect(customer).toMatchObject({ firstName: "Marie-Claire", phone: "+33 6 00 00 00 01" });
    // No newsletter box ticked: the subscription ends.
    expect(customer.customerMetadata.user_subscriber_status).toBe(false);
  });

  it("drops control characters a pasted name carries instead of storing them", async () => {
    const marie = await signedIn(test, MARIE);
    await profileAction(
      post(PROFILE.href, { ...profileForm, lastName: "Du\u0000pont\u202e" }),
      marie.context,
      PROFILE,
    );
    expect((await loadCustomer(marie.context, PROFILE)).lastName).toBe("Dupont");
  });

  it("names the wrong fields and changes nothing", async () => {
    const marie = await signedIn(test, MARIE);
    const before = await loadCustomer(marie.context, PROFILE);
    const answer = await profileAction(
      post(PROFILE.href, { ...profileForm, firstName: "", phone: "call me" }),
      marie.context,
      PROFILE,
    );
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toEqual({
      errors: { firstName: "error.firstNameRequired", phone: "error.phoneInvalid" },
      apiErrors: {},
    });
    expect(await loadCustomer(marie.context, PROFILE)).toEqual(before);
  });

  it("shows the API's reason when a company account clears its name, which the form lets through", async () => {
    const reseller = await signedIn(test, RESELLER);
    const answer = await profileAction(
      post(PROFILE.href, { ...profileForm, companyName: "" }),
      reseller.context,
      PROFILE,
    );
    expect(statusOf(answer)).toBe(400);
    const { errors, apiErrors } = payloadOf<{ errors: object; apiErrors: Record<string, string> }>(answer);
    expect(errors).toEqual({});
    expect(apiErrors.companyName).toEqual(expect.any(String));
    expect((await loadCustomer(reseller.context, PROFILE)).companyName).toBe("Atelier Lumière SARL");
  });

  it("shows the 'temporarily unavailable' page, not a login, when the API is down", async () => {
    const marie = await signedIn(test, MARIE, { wrap: failing("/api/v1/customer/", "503") });
    expect(statusOf(await thrownBy(() => loadCustomer(marie.context, PROFILE)))).toBe(503);
    expect(marie.state.auth).not.toBeNull();
  });

  it("refuses a visitor who is not signed in", async () => {
    const { context } = await requestContext(test.api);
    const thrown = await thrownBy(() => profileAction(post(PROFILE.href, profileForm), context, PROFILE));
    expect(statusOf(thrown)).toBe(401);
  });
});

describe("company profile", () => {
  const companyForm = {
    intent: "update-company",
    companyName: "Atelier Lumière SAS",
    vatNumber: "fr40123456824",
    registrationNumber: "",
    invoiceEmail: "Compta@Atelier-Lumiere.example",
  };

  it("saves a company's details, normalised, and reads them back", async () => {
    const reseller = await signedIn(test, RESELLER);
    const answer = await companyAction(post(COMPANY.href, companyForm), reseller.context, COMPANY);
    expect(locationOf(answer)).toBe("/espace-client/societe/?saved=1");
    expect(await loadCompany(reseller.context, COMPANY)).toEqual({
      companyName: "Atelier Lumière SAS",
      vatNumber: "FR40123456824",
      registrationNumber: null,
      invoiceEmail: "compta@atelier-lumiere.example",
    });
  });

  it("names the wrong fields, keeping what was typed", async () => {
    const reseller = await signedIn(test, RESELLER);
    const answer = await companyAction(
      post(COMPANY.href, { ...companyForm, companyName: " ", vatNumber: "12", invoiceEmail: "compta@" }),
      reseller.context,
      COMPANY,
    );
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toMatchObject({
      errors: {
        companyName: "error.companyNameRequired",
        vatNumber: "error.vatInvalid",
        invoiceEmail: "error.emailInvalid",
      },
      values: { vatNumber: "12" },
    });
  });

  it("has nothing to show a private account, and refuses its post with the reason", async () => {
    const marie = await signedIn(test, MARIE);
    expect(await loadCompany(marie.context, COMPANY)).toBeNull();
    const answer = await companyAction(post(COMPANY.href, companyForm), marie.context, COMPANY);
    expect(statusOf(answer)).toBe(400);
    expect(payloadOf(answer)).toMatchObject({ errors: { form: "error.notCompany" } });
  });
});

describe("payment methods", () => {
  const methodsOf = async (context: Awaited<ReturnType<typeof signedIn>>["context"]) =>
    (await loadAccountData(context, PAYMENT_METHODS, accountEndpoints.paymentMethods)).methods;

  it("removes a saved method; removing it again says it is gone", async () => {
    const reseller = await signedIn(test, RESELLER);
    const [mandate, ...rest] = await methodsOf(reseller.context);
    if (!mandate) throw new Error("the reseller has saved methods");
    const removed = await paymentMethodsAction(
      post(PAYMENT_METHODS.href, { intent: "remove", id: mandate.id }),
      reseller.context,
      PAYMENT_METHODS,
    );
    expect(locationOf(removed)).toBe("/espace-client/moyens-de-paiement/?done=removed");
    expect((await methodsOf(reseller.context)).map((method) => method.id)).toEqual(
      rest.map((method) => method.id),
    );
    const again = await paymentMethodsAction(
      post(PAYMENT_METHODS.href, { intent: "remove", id: mandate.id }),
      reseller.context,
      PAYMENT_METHODS,
    );
    expect(statusOf(again)).toBe(404);
    expect(payloadOf(again)).toEqual({ errors: { form: "error.gone" } });
  });

  it("never removes another customer's method, and refuses a malformed post", async () => {
    const marie = await signedIn(test, MARIE);
    const [card] = await methodsOf(marie.context);
    const reseller = await signedIn(test, RESELLER);
    const foreign = await paymentMethodsAction(
      post(PAYMENT_METHODS.href, { intent: "remove", id: card?.id ?? "" }),
      reseller.context,
      PAYMENT_METHODS,
    );
    expect(statusOf(foreign)).toBe(404);
    expect(await methodsOf(marie.context)).toHaveLength(1);
    const malformed = await paymentMethodsAction(
      post(PAYMENT_METHODS.href, { intent: "removeAll", id: "x" }),
      reseller.context,
      PAYMENT_METHODS,
    );
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([400, { errors: { form: "error.invalid" } }]);
  });

  it("sends a visitor whose session ended to login, coming back to the screen", async () => {
    const marie = await signedIn(test, MARIE);
    await logoutAction((await requestContext(test.api, { accessToken: marie.token })).context);
    const thrown = await thrownBy(() => methodsOf(marie.context));
    expect(locationOf(thrown)).toBe("/connexion/?redirectTo=%2Fespace-client%2Fmoyens-de-paiement%2F");
    expect(marie.state.auth).toBeNull();
  });

  it("shows the 'temporarily unavailable' page when the API is down", async () => {
    const marie = await signedIn(test, MARIE, { wrap: failing("/api/v1/customer/payment-methods", "503") });
    expect(statusOf(await thrownBy(() => methodsOf(marie.context)))).toBe(503);
  });
});

describe("wallet", () => {
  it("shows a reseller's credit, and an empty wallet to a customer without one", async () => {
    const reseller = await signedIn(test, RESELLER);
    expect(await loadWallet(reseller.context)).toMatchObject({
      hasWallet: true,
      credit: { centAmount: 25_000 },
    });
    const marie = await signedIn(test, MARIE);
    expect(await loadWallet(marie.context)).toMatchObject({ hasWallet: false, history: [] });
  });

  it("answers an upstream answer of the wrong shape with 502, not a broken page", async () => {
    const reseller = await signedIn(test, RESELLER, { wrap: failing("/api/v1/customer/wallet", "garbage") });
    expect(statusOf(await thrownBy(() => loadWallet(reseller.context)))).toBe(502);
  });
});
