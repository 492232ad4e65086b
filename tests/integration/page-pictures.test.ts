import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFile, tiffFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

/**
 * Issue 36 §5 (ADR 087): an uploaded PDF or TIFF, and a print PDF made before ADR 081, show pictures of
 * their first pages to the order's owner and to staff — through the design pictures' routes — never to
 * anyone else; a file poppler can't read shows none and the order answers as before.
 */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const CARDS = { productId: "fr-business-cards", quantity: 250, selectedAttributes: { format: "85x55" } };

type Files = { artwork: { id: string; thumbnailPages: number }[] };

const get = (apiPath: string, token: string | null) =>
  test.api.handler(
    new Request(`http://commerce.test/api/v1/${apiPath}`, {
      headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );

async function upload(token: string, bytes: Uint8Array, name: string, type: string) {
  const order = await placeTransferOrder(send, token, CARDS);
  const sent = await uploadPrintFile(test.api, token, order.orderId, order.lineItemId, { bytes, name, type });
  expect(sent.status).toBe(200);
  const file = ((await sent.json()) as { data: Files }).data.artwork[0];
  return { ...order, fileId: file?.id ?? "", thumbnailPages: file?.thumbnailPages };
}

async function pictureOf(answer: Response) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/png");
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return sharp(Buffer.from(await answer.arrayBuffer())).metadata();
}

describe("pictures of PDF and TIFF print files", () => {
  it("draws an uploaded PDF's page, for the owner and the desk only", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    // An 85 × 55 mm page (241 × 156 pt): its picture is 480 px wide and keeps the card's proportions.
    const { orderId, orderNumber, fileId, thumbnailPages } = await upload(
      marie,
      pdfFile({ mediaBox: "0 0 241 156" }),
      "carte.pdf",
      "application/pdf",
    );
    expect(thumbnailPages).toBe(1);
    const picture = await pictureOf(await get(`order/${orderId}/artwork/${fileId}/thumbnail/0`, marie));
    expect([picture.format, picture.width, picture.height]).toEqual(["png", 480, 311]);

    const admin = await signIn(send, "admin@presto-impression.example");
    await pictureOf(await get(`admin/order/${orderNumber}/artwork/${fileId}/thumbnail/0`, admin));
    const desk = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      files: { thumbnailPages: number }[];
    };
    expect(desk.files[0]?.thumbnailPages).toBe(1);

    // Another customer and a page that isn't there: the same 404; no one signed in: 401.
    const stranger = await signIn(send, "achats@atelier-lumiere.example");
    expect((await get(`order/${orderId}/artwork/${fileId}/thumbnail/0`, stranger)).status).toBe(404);
    expect((await get(`order/${orderId}/artwork/${fileId}/thumbnail/0`, null)).status).toBe(401);
    expect((await get(`order/${orderId}/artwork/${fileId}/thumbnail/1`, marie)).status).toBe(404);
  });

  it("draws a TIFF with sharp, and removes the pictures with the file they showed", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const tiff = await upload(marie, tiffFile(1004, 650, { dpi: 300 }), "carte.tif", "image/tiff");
    expect(tiff.thumbnailPages).toBe(1);
    const picture = await pictureOf(
      await get(`order/${tiff.orderId}/artwork/${tiff.fileId}/thumbnail/0`, marie),
    );
    expect([picture.width, picture.height]).toEqual([480, 311]);

    const dir = path.join(test.dataDir, "artwork", tiff.orderId);
    const pictures = async () => (await readdir(dir)).filter((name) => name.includes(".thumb-"));
    expect(await pictures()).toHaveLength(1);
    await send(marie, "POST", "/api/v1/order/reset-line-item-artwork/", {
      orderId: tiff.orderId,
      lineItemId: tiff.lineItemId,
    });
    expect(await pictures()).toEqual([]);
  });

  it("draws the pictures of files stored before them on the first view, and none of a malformed PDF", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, CARDS);
    // Two files as an older version stored them: no thumbnail_pages at all (null, "not drawn yet").
    const dir = path.join(test.dataDir, "artwork", orderId);
    await mkdir(dir, { recursive: true });
    const legacy = `${randomUUID()}.pdf`;
    const broken = `${randomUUID()}.pdf`;
    await writeFile(path.join(dir, legacy), pdfFile());
    await writeFile(path.join(dir, broken), Buffer.from("%PDF-1.4\nnot a page in sight\n%%EOF\n", "latin1"));
    const opened = test.openDb();
    const row = (storedName: string, setIndex: number) => ({
      id: randomUUID(),
      order_id: orderId,
      line_item_id: lineItemId,
      set_index: setIndex,
      stored_name: storedName,
      original_name: storedName,
      file_type: "pdf" as const,
      size_bytes: 100,
      status: "accepted" as const,
      created_at: new Date().toISOString(),
    });
    await opened.db
      .insertInto("artwork_files")
      .values([row(legacy, 0), row(broken, 1)])
      .execute()
      .finally(() => opened.close());

    const order = await send(marie, "GET", `/api/v1/order/${orderId}`);
    expect(order.status).toBe(200);
    const files = (dataOf(order) as Files).artwork;
    expect(files.map((file) => file.thumbnailPages)).toEqual([1, 0]);
    expect(existsSync(path.join(dir, `${legacy}.thumb-0.png`))).toBe(true);
    await pictureOf(await get(`order/${orderId}/artwork/${files[0]?.id}/thumbnail/0`, marie));
    expect((await get(`order/${orderId}/artwork/${files[1]?.id}/thumbnail/0`, marie)).status).toBe(404);
  });
});
