import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { cartSchema } from "#contract/cart/cart.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { type ApiProcess, startApiProcess } from "./api-processes";
import { cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

/**
 * The API's guarantees hold across processes (issue 18 §5, ADR 041): two commerce APIs in two
 * processes on one database (SQLite, or PostgreSQL on the PostgreSQL run), as two cluster workers
 * or two API servers are, racing on the same cart.
 */
let test: TestApi;
let workers: ApiProcess[];
beforeAll(async () => {
  // This process prepares the database, as the cluster primary does; the two forked ones skip it.
  test = await createTestApi();
  workers = await Promise.all([
    startApiProcess(test.dataDir, test.databaseUrl),
    startApiProcess(test.dataDir, test.databaseUrl),
  ]);
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await test.dispose();
});

const headersFor = (token?: string) => ({
  ...TENANT_HEADERS.fr,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const send = (worker: ApiProcess, method: string, path: string, body: unknown, token?: string) =>
  worker.call(path, { method, headers: headersFor(token), body: JSON.stringify(body) });

const item = {
  productId: "fr-business-cards",
  quantity: 250,
  merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
};

/** The same calls spread over both processes, all sent before any is answered. */
function fromBoth<T>(count: number, run: (worker: ApiProcess) => Promise<T>): Promise<T[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => run(workers[index % workers.length] as ApiProcess)),
  );
}

describe("two API processes on one database", () => {
  it("hold the 15-item limit when both add lines to one cart at once", async () => {
    const [first] = workers as [ApiProcess];
    const anonymousUserId = `anon-${crypto.randomUUID()}`;
    const cart = cartSchema.parse(
      dataOf(await send(first, "POST", "/api/v1/cart", cartBody(anonymousUserId, { forceCreate: true }))),
    );
    const answers = await fromBoth(24, (worker) => send(worker, "PUT", `/api/v1/cart/${cart.id}/item`, item));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(15).fill(200),
      ...Array<number>(9).fill(409),
    ]);
    const full = cartSchema.parse(
      dataOf(await send(first, "POST", "/api/v1/cart", cartBody(anonymousUserId))),
    );
    expect(full.lineItemCount).toBe(15);
  });

  it("give a visitor one cart when both open it at the same moment", async () => {
    const anonymousUserId = `anon-${crypto.randomUUID()}`;
    const answers = await fromBoth(6, (worker) =>
      send(worker, "POST", "/api/v1/cart", cartBody(anonymousUserId)),
    );
    const ids = new Set(answers.map((answer) => cartSchema.parse(dataOf(answer)).id));
    expect(ids.size).toBe(1);
  });

  it("place one order when both take the same checkout", async () => {
    const [first] = workers as [ApiProcess];
    const login = await send(first, "POST", "/api/v1/auth/login/", {
      email: "marie.dupont@example.com",
      password: DEMO_PASSWORD,
    });
    const token = tokenPairSchema.parse(dataOf(login)).access_token;
    const cart = cartSchema.parse(
      dataOf(await send(first, "POST", "/api/v1/cart", cartBody(`anon-${crypto.randomUUID()}`), token)),
    );
    await send(first, "PUT", `/api/v1/cart/${cart.id}/item`, item, token);
    const body = { ...(await addressIds(first, token)), sender_type: "default" };

    const answers = await fromBoth(4, (worker) =>
      send(worker, "POST", `/api/v1/cart/${cart.id}/checkout/`, body, token),
    );
    const ids = new Set(answers.map((answer) => (dataOf(answer) as { id: string }).id));
    expect(ids.size).toBe(1);
  });
});

async function addressIds(worker: ApiProcess, token: string) {
  const address = {
    firstName: "Marie",
    lastName: "Dupont",
    street: "12 rue des Lilas",
    postalCode: "75011",
    city: "Paris",
    country: "fr",
  };
  await send(worker, "POST", "/api/v1/customer/address/", { ...address, type: "shipping" }, token);
  const answer = await send(
    worker,
    "POST",
    "/api/v1/customer/address/",
    { ...address, type: "billing" },
    token,
  );
  const { customerAddresses } = customerSchema.parse(dataOf(answer));
  return {
    shippingAddressId: customerAddresses.defaultShippingAddressId as string,
    billingAddressId: customerAddresses.defaultBillingAddressId as string,
  };
}
