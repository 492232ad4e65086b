import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MyDataActionData,
  myDataAction,
  myDataDownload,
} from "../../app/features/account/my-data.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import { placeTransferOrder } from "../integration/orders-fixture";
import { requestContext } from "../support/request-harness";
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

/**
 * "My data" (issue 36 §7) as the screen posts it: the customer's own data as a download, and the
 * account deletion, refused with its reason (no ticked box, wrong password, orders in progress, a
 * staff account) until it may go, then erased, signed out and sent to the login screen.
 */
const MY_DATA = `${ORIGIN}/espace-client/mes-donnees/`;
const DOWNLOAD = new URL(`${ORIGIN}/account/my-data.json`);
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

const remove = (context: Awaited<ReturnType<typeof signedIn>>["context"], fields: Record<string, string>) =>
  myDataAction(post(MY_DATA, { intent: "delete-account", ...fields }), context);

describe("my data: the download", () => {
  it("gives the customer their own data as an uncached file, a visitor the login, an impersonating admin a 403", async () => {
    const marie = await signedIn(test, MARIE);
    const file = await myDataDownload(marie.context, DOWNLOAD);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(JSON.parse(await file.text()).profile.email).toBe(MARIE);

    const visitor = await requestContext(test.api);
    expect(locationOf(await thrownBy(() => myDataDownload(visitor.context, DOWNLOAD)))).toMatch(
      /^\/connexion\//,
    );
    marie.state.session = { ...marie.state.session, isLoggedInAs: true };
    expect((await myDataDownload(marie.context, DOWNLOAD)).status).toBe(403);
  });
});

describe("my data: deleting the account", () => {
  it("refuses without the ticked box or with a wrong password, and a staff account", async () => {
    const marie = await signedIn(test, MARIE);
    const unticked = await remove(marie.context, { password: DEMO_PASSWORD });
    expect([statusOf(unticked), payloadOf<MyDataActionData>(unticked).errors]).toEqual([
      400,
      { confirm: "error.confirmRequired" },
    ]);
    const wrong = await remove(marie.context, { password: "pas le bon", confirm: "on" });
    expect([statusOf(wrong), payloadOf<MyDataActionData>(wrong).errors]).toEqual([
      400,
      { password: "error.wrongPassword" },
    ]);
    const admin = await signedInAdmin(test);
    const staff = await remove(admin.context, { password: DEMO_PASSWORD, confirm: "on" });
    expect(payloadOf<MyDataActionData>(staff).errors).toEqual({ form: "error.staffAccount" });
  });

  it("names the orders in progress, then erases the account once they are cancelled", async () => {
    const marie = await signedIn(test, MARIE);
    const placed = await placeTransferOrder(marie.send, marie.token);
    const open = await remove(marie.context, { password: DEMO_PASSWORD, confirm: "on" });
    expect(statusOf(open)).toBe(400);
    expect(payloadOf<MyDataActionData>(open)).toMatchObject({ errors: { form: "error.openOrders" } });
    expect(payloadOf<MyDataActionData>(open).openOrders).toContain(placed.orderNumber);

    const { orders } = dataOf(await marie.send(marie.token, "GET", "/api/v1/orders/")) as {
      orders: { id: string; status: string }[];
    };
    for (const order of orders.filter((candidate) => candidate.status === "awaiting_payment"))
      await marie.send(marie.token, "POST", "/api/v1/order/cancel/", { orderId: order.id });

    const deleted = await remove(marie.context, { password: DEMO_PASSWORD, confirm: "on" });
    expect([statusOf(deleted), locationOf(deleted)]).toEqual([303, "/connexion/?done=account-deleted"]);
    expect(marie.state.auth).toBeNull();
    const login = await marie.send(null, "POST", "/api/v1/auth/login/", {
      email: MARIE,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(401);
  });
});
