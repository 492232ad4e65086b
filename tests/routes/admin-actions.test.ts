import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCustomer } from "../../app/features/account/personal-area.server";
import { loginAsAction, requireAdminSession } from "../../app/features/admin/login-as.server";
import { loadStaffOrder, staffOrderAction } from "../../app/features/admin/staff-orders.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { placeTransferOrder, uploadPrintFile } from "../integration/orders-fixture";
import { failing, requestContext } from "../support/request-harness";
import {
  locationOf,
  ORIGIN,
  payloadOf,
  post,
  signedIn,
  signedInAdmin,
  statusOf,
  thrownBy,
} from "./route-helpers";

/** The admin screens: logging in as a customer (and stopping), and the staff order desk. */
const LOGIN_AS = new URL(`${ORIGIN}/admin/login-as/`);
const STAFF_ORDERS = new URL(`${ORIGIN}/admin/orders/`);
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

const loginAs = (context: Awaited<ReturnType<typeof signedIn>>["context"], email: string) =>
  loginAsAction(context, post(LOGIN_AS.href, { intent: "loginAs", email }), LOGIN_AS);

describe("admin session guard", () => {
  it("sends a visitor to login, and shows a customer the ordinary 404", async () => {
    const anonymous = await requestContext(test.api);
    const toLogin = await thrownBy(() => requireAdminSession(anonymous.context, LOGIN_AS));
    expect(locationOf(toLogin)).toBe("/connexion/?redirectTo=%2Fadmin%2Flogin-as%2F");
    const marie = await signedIn(test, MARIE);
    expect(statusOf(await thrownBy(() => requireAdminSession(marie.context, LOGIN_AS)))).toBe(404);
    const admin = await signedInAdmin(test);
    expect(() => requireAdminSession(admin.context, LOGIN_AS)).not.toThrow();
  });
});

describe("log in as a customer", () => {
  it("continues as the customer in a new, marked session; stopping ends it upstream and resumes the admin's", async () => {
    const admin = await signedInAdmin(test);
    const adminToken = admin.state.auth?.accessToken;
    const trackingBefore = admin.state.session.trackingId;
    const started = await loginAs(admin.context, MARIE);
    expect(statusOf(started)).toBe(303);
    expect(locationOf(started)).toBe("/espace-client/");
    expect(admin.state.session).toMatchObject({
      isLoggedInAs: true,
      impersonation: { customerEmail: MARIE, adminEmail: "admin@presto-impression.example" },
    });
    expect(admin.state.session.trackingId).not.toBe(trackingBefore);
    expect(admin.state.auth?.strategy).toBe("admin");

    // The next request runs with the customer's tokens: the personal area is Marie's.
    const asMarie = await requestContext(test.api, { accessToken: admin.state.auth?.accessToken });
    asMarie.state.auth = admin.state.auth;
    asMarie.state.session = admin.state.session;
    expect((await loadCustomer(asMarie.context, new URL(`${ORIGIN}/espace-client/`))).email).toBe(MARIE);
    // While impersonating, the screen itself is closed: no nested impersonation.
    expect(statusOf(await thrownBy(() => requireAdminSession(asMarie.context, LOGIN_AS)))).toBe(404);

    const stopped = await loginAsAction(asMarie.context, post(LOGIN_AS.href, { intent: "stop" }), LOGIN_AS);
    // Back in the admin's own session, on the admin screen, not signed out.
    expect(locationOf(stopped)).toBe("/admin/login-as/");
    expect(asMarie.state.auth).toMatchObject({ strategy: "admin", accessToken: adminToken });
    expect(asMarie.state.session).toMatchObject({ isLoggedInAs: false, impersonation: null });
    const back = await requestContext(test.api, { accessToken: asMarie.state.auth?.accessToken });
    expect((await loadCustomer(back.context, new URL(`${ORIGIN}/espace-client/`))).email).toBe(
      "admin@presto-impression.example",
    );
    // The impersonation's tokens were revoked upstream.
    const stale = await requestContext(test.api, { accessToken: admin.state.auth?.accessToken });
    const thrown = await thrownBy(() => loadCustomer(stale.context, new URL(`${ORIGIN}/espace-client/`)));
    expect(locationOf(thrown)).toMatch(/^\/connexion\//);
  });

  it("refuses another admin, an unknown email and a malformed one, each with its reason", async () => {
    const admin = await signedInAdmin(test);
    const cases: [string, number, string][] = [
      ["admin@presto-impression.example", 403, "admin:loginAs.targetAdmin"],
      ["nobody-here@example.com", 404, "admin:loginAs.notFound"],
      ["not an email", 400, "admin:loginAs.emailInvalid"],
    ];
    for (const [email, status, error] of cases) {
      const answer = await loginAs(admin.context, email);
      expect([statusOf(answer), payloadOf(answer)]).toEqual([
        status,
        { errors: { form: error }, values: { email } },
      ]);
      expect(admin.state.session.impersonation ?? null).toBeNull();
    }
  });

  it("is a 404 for a customer, and the API refuses even a session that claims to be an admin's", async () => {
    const marie = await signedIn(test, MARIE);
    expect(statusOf(await thrownBy(() => loginAs(marie.context, "achats@atelier-lumiere.example")))).toBe(
      404,
    );
    // A forged strategy gets past the storefront's check but not the API's.
    if (marie.state.auth) marie.state.auth.strategy = "admin";
    const forged = await loginAs(marie.context, "achats@atelier-lumiere.example");
    expect(statusOf(forged)).toBe(403);
    expect(marie.state.session.isLoggedInAs).toBe(false);
  });

  it("stopping signs the admin out here even when the API cannot be reached", async () => {
    const admin = await signedInAdmin(test);
    await loginAs(admin.context, MARIE);
    const asMarie = await requestContext(test.api, {
      accessToken: admin.state.auth?.accessToken,
      wrap: failing("/api/v1/auth/logout", "reset"),
    });
    asMarie.state.session = admin.state.session;
    const stopped = await loginAsAction(asMarie.context, post(LOGIN_AS.href, { intent: "stop" }), LOGIN_AS);
    expect(statusOf(stopped)).toBe(303);
    expect(asMarie.state.auth).toBeNull();
    expect(asMarie.state.session.impersonation).toBeNull();
  });

  it("stopping without an impersonation just signs out", async () => {
    const { context, state } = await requestContext(test.api);
    const answer = await loginAsAction(context, post(LOGIN_AS.href, { intent: "stop" }), LOGIN_AS);
    expect(statusOf(answer)).toBe(303);
    expect(state.auth).toBeNull();
  });
});

describe("staff order desk", () => {
  async function deskWithOrder() {
    const marie = await signedIn(test, MARIE);
    const { orderNumber, orderId, lineItemId } = await placeTransferOrder(marie.send, marie.token);
    return { admin: await signedInAdmin(test), orderNumber, orderId, lineItemId, marie };
  }
  const move = (context: Awaited<ReturnType<typeof signedIn>>["context"], fields: Record<string, string>) =>
    staffOrderAction(context, post(STAFF_ORDERS.href, { intent: "move", ...fields }), STAFF_ORDERS);
  const find = (context: Awaited<ReturnType<typeof signedIn>>["context"], number: string) =>
    loadStaffOrder(context, new URL(`${STAFF_ORDERS.href}?${new URLSearchParams({ number })}`));

  it("finds an order by its number, typed in any case, with the moves its status allows", async () => {
    const { admin, orderNumber } = await deskWithOrder();
    const found = await find(admin.context, ` ${orderNumber.toLowerCase()} `);
    expect(found.notFound).toBe(false);
    expect(found.order).toMatchObject({ orderNumber, status: "awaiting_payment" });
    expect(found.order?.nextStatuses).toContain("awaiting_artwork");
  });

  it("says 'not found' for an unknown or malformed number, and shows an empty desk without one", async () => {
    const admin = await signedInAdmin(test);
    expect(await find(admin.context, "PI-NOPE-000")).toMatchObject({ order: null, notFound: true });
    expect(await find(admin.context, "<script>")).toMatchObject({ order: null, notFound: true });
    expect(await loadStaffOrder(admin.context, STAFF_ORDERS)).toMatchObject({ order: null, notFound: false });
  });

  it("shows the 'temporarily unavailable' page when the API is down, not 'not found'", async () => {
    const admin = await signedIn(test, "admin@presto-impression.example", {
      wrap: failing("/api/v1/admin/order", "503"),
    });
    if (admin.state.auth) admin.state.auth.strategy = "admin";
    expect(statusOf(await thrownBy(() => find(admin.context, "PI-12345")))).toBe(503);
  });

  it("moves an order along its lifecycle, asking for the tracking number before shipping", async () => {
    const { admin, orderNumber, orderId, lineItemId, marie } = await deskWithOrder();
    const received = await move(admin.context, { orderNumber, to: "awaiting_artwork" });
    expect(locationOf(received)).toBe(`/admin/orders/?number=${orderNumber}&done=awaiting_artwork`);
    const skipped = await move(admin.context, { orderNumber, to: "shipped" });
    expect([statusOf(skipped), payloadOf(skipped)]).toEqual([
      409,
      { errors: { form: "admin:orders.notAllowed" } },
    ]);
    await move(admin.context, { orderNumber, to: "file_check" });
    // Production waits for the customer's print file, and says so.
    const early = await move(admin.context, { orderNumber, to: "in_production" });
    expect([statusOf(early), payloadOf(early)]).toEqual([
      409,
      { errors: { form: "admin:orders.productionNotReady" } },
    ]);
    expect((await find(admin.context, orderNumber)).order?.productionBlockers).toEqual([
      { lineItemId, reason: "file_missing" },
    ]);
    expect((await uploadPrintFile(test.api, marie.token, orderId, lineItemId)).status).toBe(200);
    expect(statusOf(await move(admin.context, { orderNumber, to: "in_production" }))).toBe(303);
    // The same click again lands on the same state.
    const again = await move(admin.context, { orderNumber, to: "in_production" });
    expect(locationOf(again)).toBe(`/admin/orders/?number=${orderNumber}&done=in_production`);
    const noTracking = await move(admin.context, { orderNumber, to: "shipped" });
    expect([statusOf(noTracking), payloadOf(noTracking)]).toEqual([
      400,
      { errors: { form: "admin:orders.trackingRequired" } },
    ]);
    const noCarrier = await move(admin.context, { orderNumber, to: "shipped", trackingNumber: "6A1" });
    expect([statusOf(noCarrier), payloadOf(noCarrier)]).toEqual([
      400,
      { errors: { form: "admin:orders.carrierRequired" } },
    ]);
    expect(
      statusOf(
        await move(admin.context, { orderNumber, to: "shipped", trackingNumber: "6A1", carrier: "dpd" }),
      ),
    ).toBe(303);
    expect((await find(admin.context, orderNumber)).order).toMatchObject({
      status: "shipped",
      trackingNumber: "6A1",
      shipment: { carrier: "DPD", trackingNumber: "6A1", trackingUrl: "https://trace.dpd.fr/fr/trace/6A1" },
    });
  });

  it("cancels only with a reason and the confirmation ticked", async () => {
    const { admin, orderNumber } = await deskWithOrder();
    const cancel = (fields: Record<string, string>) =>
      staffOrderAction(
        admin.context,
        post(STAFF_ORDERS.href, { intent: "cancel", orderNumber, ...fields }),
        STAFF_ORDERS,
      );
    const unconfirmed = await cancel({ reason: "Duplicate order" });
    expect([statusOf(unconfirmed), payloadOf(unconfirmed)]).toEqual([
      400,
      { errors: { form: "admin:orders.cancelReasonRequired" } },
    ]);
    expect(statusOf(await cancel({ reason: "", confirm: "on" }))).toBe(400);
    expect((await find(admin.context, orderNumber)).order?.status).toBe("awaiting_payment");
    expect(locationOf(await cancel({ reason: "Duplicate order", confirm: "on" }))).toBe(
      `/admin/orders/?number=${orderNumber}&done=cancelled`,
    );
    expect((await find(admin.context, orderNumber)).order?.staffHistory.at(-1)?.note).toBe("Duplicate order");
  });

  it("refuses a malformed move, and is a 404 for a customer", async () => {
    const { admin, orderNumber } = await deskWithOrder();
    const malformed = await move(admin.context, { orderNumber, to: "DROP TABLE" });
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([
      400,
      { errors: { form: "admin:orders.invalid" } },
    ]);
    const marie = await signedIn(test, MARIE);
    const refused = await thrownBy(() => move(marie.context, { orderNumber, to: "awaiting_artwork" }));
    expect(statusOf(refused)).toBe(404);
    expect(statusOf(await thrownBy(() => find(marie.context, orderNumber)))).toBe(404);
    expect((await find(admin.context, orderNumber)).order?.status).toBe("awaiting_payment");
  });
});
