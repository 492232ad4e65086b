import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { linesMissingFiles } from "../../commerce-api/orders/order-mails";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

/** Issue 36 §5 (ADR 081): a file too small for its printed size waits for the customer's explicit choice. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const CARDS = { productId: "fr-business-cards", quantity: 250, selectedAttributes: { format: "85x55" } };
// 900 × 600 pixels over 85 × 55 mm: 269 dpi on the long side, the lower one.
const lowPng = { bytes: pngFile(900, 600), name: "logo.png", type: "image/png" };

type Files = {
  artwork: { id: string; printDpi: number | null; printAsIsAt: string | null }[];
  status: string;
};
type Desk = {
  productionBlockers: unknown[];
  files: { printDpi: number | null; printAsIsAt: string | null }[];
};

/** The lines the "files needed" mail would name for this order. */
async function missingFilesOf(orderId: string): Promise<string[]> {
  const opened = test.openDb();
  try {
    const order = await opened.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow();
    return await linesMissingFiles(opened.db, order);
  } finally {
    await opened.close();
  }
}

describe("a low-resolution print file", () => {
  it("is held until the customer chooses to print it as is, recorded with who and when", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, CARDS);
    const move = (to: string) => send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to });
    const desk = async () => dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as Desk;
    const choose = (token: string, fileId: string | undefined) =>
      send(token, "POST", "/api/v1/order/line-item-artwork/print-as-is/", { orderId, fileId });
    expect((await move("awaiting_artwork")).status).toBe(200);

    const sent = (await (await uploadPrintFile(test.api, marie, orderId, lineItemId, lowPng)).json()) as {
      data: Files;
    };
    const file = sent.data.artwork[0];
    expect(file).toMatchObject({ printDpi: 269, printAsIsAt: null });
    // Not silently accepted: the order still waits for files, and production is refused with the reason.
    expect(sent.data.status).toBe("awaiting_artwork");
    expect((await desk()).productionBlockers).toEqual([{ lineItemId, reason: "low_resolution", dpi: 269 }]);
    // The "files needed" reminder counts the line as still waiting (for its choice).
    expect(await missingFilesOf(orderId)).toEqual([lineItemId]);

    const stranger = await signIn(send, "achats@atelier-lumiere.example");
    expect((await choose(stranger, file?.id)).status).toBe(404);
    expect((await choose(marie, "")).status).toBe(400);
    const chosen = await choose(marie, file?.id);
    expect(chosen.status).toBe(200);
    const after = dataOf(chosen) as Files;
    expect(after.status).toBe("file_check");
    expect(await missingFilesOf(orderId)).toEqual([]);
    const at = after.artwork[0]?.printAsIsAt;
    expect(at).toEqual(expect.any(String));
    // A second click keeps the first choice and its time.
    expect((dataOf(await choose(marie, file?.id)) as Files).artwork[0]?.printAsIsAt).toBe(at);
    const opened = test.openDb();
    const row = await opened.db
      .selectFrom("artwork_files")
      .select(["print_as_is_by", "print_as_is_at"])
      .where("id", "=", file?.id ?? "")
      .executeTakeFirstOrThrow()
      .finally(() => opened.close());
    expect(row).toEqual({ print_as_is_by: expect.stringMatching(/^customer:/), print_as_is_at: at });
    expect(await desk()).toMatchObject({
      productionBlockers: [],
      files: [{ printDpi: 269, printAsIsAt: at }],
    });

    // Another file is another question: the choice was about the previous one.
    const again = (await (await uploadPrintFile(test.api, marie, orderId, lineItemId, lowPng)).json()) as {
      data: Files;
    };
    expect(again.data.artwork[0]).toMatchObject({ printDpi: 269, printAsIsAt: null });
    expect(again.data.status).toBe("awaiting_artwork");
    expect((await choose(marie, again.data.artwork[0]?.id)).status).toBe(200);
    expect((await move("in_production")).status).toBe(200);
  });

  it("asks nothing of a file sharp enough, and refuses the choice for it", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, CARDS);
    const sharp = { bytes: pngFile(1004, 650), name: "sharp.png", type: "image/png" };
    const sent = (await (await uploadPrintFile(test.api, marie, orderId, lineItemId, sharp)).json()) as {
      data: Files;
    };
    expect(sent.data.artwork[0]?.printDpi).toBe(300);
    const refused = await send(marie, "POST", "/api/v1/order/line-item-artwork/print-as-is/", {
      orderId,
      fileId: sent.data.artwork[0]?.id,
    });
    expect([refused.status, errorCode(refused)]).toEqual([409, "NOT_LOW_RESOLUTION"]);
  });
});
