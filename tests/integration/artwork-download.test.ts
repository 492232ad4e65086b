import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

/** Issue 36 §5: a print file downloads byte for byte to its order's owner and to staff, never to anyone else. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);

const get = (path: string, token: string | null, tenant: keyof typeof TENANT_HEADERS = "fr") =>
  test.api.handler(
    new Request(`http://commerce.test/api/v1/${path}`, {
      headers: { ...TENANT_HEADERS[tenant], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );

async function orderWithUpload(bytes: Uint8Array, name: string) {
  const token = await signIn(send, "marie.dupont@example.com");
  const order = await placeTransferOrder(send, token, { productId: "fr-business-cards", quantity: 250 });
  const uploaded = await uploadPrintFile(test.api, token, order.orderId, order.lineItemId, {
    bytes,
    name,
    type: "image/png",
  });
  expect(uploaded.status).toBe(200);
  const detail = dataOf(await send(token, "GET", `/api/v1/order/${order.orderId}`)) as {
    artwork: { id: string }[];
  };
  return { token, order, fileId: detail.artwork[0]?.id ?? "" };
}

describe("print file downloads", () => {
  it("gives the owner the very bytes they sent, as an attachment that runs nothing", async () => {
    const bytes = pngFile(600, 400, { dpi: 300 });
    const { token, order, fileId } = await orderWithUpload(bytes, "mon logo (final) é.png");
    const answer = await get(`order/${order.orderId}/artwork/${fileId}/file`, token);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": 'attachment; filename="mon_logo_final_.png"',
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });
  });

  it("answers 404 to another customer, another shop's customer and an unknown file; sign-in first to a visitor", async () => {
    const { order, fileId, token } = await orderWithUpload(pngFile(300, 300), "logo.png");
    const path = `order/${order.orderId}/artwork/${fileId}/file`;
    const other = await signIn(send, "achats@atelier-lumiere.example");
    expect((await get(path, other)).status).toBe(404);
    const elsewhere = await signIn(
      sender(() => test, "en"),
      "orders@brightside-studio.example",
    );
    expect((await get(path, elsewhere, "en")).status).toBe(404);
    const visitor = await get(path, null);
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("content-type")).not.toBe("image/png");
    expect((await get(`order/${order.orderId}/artwork/not-a-file/file`, token)).status).toBe(404);
  });

  it("lets staff with orders:read download it from the order desk, and nobody else there", async () => {
    const bytes = pngFile(640, 480);
    const { order, fileId, token } = await orderWithUpload(bytes, "carte.png");
    const path = `admin/order/${order.orderNumber}/artwork/${fileId}/file`;
    const admin = await signIn(send, "admin@presto-impression.example");
    const desk = await get(path, admin);
    expect(desk.status).toBe(200);
    expect(desk.headers.get("content-disposition")).toBe('attachment; filename="carte.png"');
    expect(Buffer.from(await desk.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect((await get(path, token)).status).toBe(403);
    expect((await get(path, null)).status).toBe(401);
    expect((await get(`admin/order/${order.orderNumber}/artwork/nope/file`, admin)).status).toBe(404);
  });
});
