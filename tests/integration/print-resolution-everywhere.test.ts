import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

/**
 * Issue 36 §5 (ADR 087): the pictures inside an uploaded PDF are measured (pdfimages), and a logo for a
 * product with no format — a pen — is measured inside the product's imprint area; under 300 dpi both
 * wait for the customer's "print as is" like any low-resolution image (ADR 081).
 */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const CARDS = { productId: "fr-business-cards", quantity: 250, selectedAttributes: { format: "85x55" } };
const PENS = { productId: "fr-pens", quantity: 100, merchantInfo: {} };

type Files = { artwork: { printDpi: number | null; printAsIsAt: string | null }[]; status: string };

/** An 85 × 55 mm page (241 × 156 pt) with a `pixels`-wide PNG drawn across `widthPt` of it; or text only. */
async function cardPdf(picture?: { pixels: number; widthPt: number }) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([241, 156]);
  page.drawText("Camille Martin", { x: 20, y: 120, size: 12 });
  if (picture) {
    const png = await pdf.embedPng(pngFile(picture.pixels, picture.pixels / 2));
    page.drawImage(png, { x: 0, y: 0, width: picture.widthPt, height: picture.widthPt / 2 });
  }
  return pdf.save();
}

async function sendFor(
  line: typeof CARDS | typeof PENS,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const marie = await signIn(send, "marie.dupont@example.com");
  const admin = await signIn(send, "admin@presto-impression.example");
  const { orderId, orderNumber, lineItemId } = await placeTransferOrder(send, marie, line);
  await send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to: "awaiting_artwork" });
  const sent = await uploadPrintFile(test.api, marie, orderId, lineItemId, file);
  expect(sent.status).toBe(200);
  const desk = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
    productionBlockers: unknown[];
  };
  return { files: ((await sent.json()) as { data: Files }).data, desk, lineItemId };
}

describe("resolution of every print file", () => {
  it("measures the lowest picture inside a PDF and holds a blurred one for the customer's choice", async () => {
    // 300 pixels drawn 3 inches (216 pt) wide: 100 dpi.
    const low = await sendFor(CARDS, {
      bytes: await cardPdf({ pixels: 300, widthPt: 216 }),
      name: "carte.pdf",
      type: "application/pdf",
    });
    expect(low.files.artwork[0]).toMatchObject({ printDpi: 100, printAsIsAt: null });
    expect(low.files.status).toBe("awaiting_artwork");
    expect(low.desk.productionBlockers).toEqual([
      { lineItemId: low.lineItemId, reason: "low_resolution", dpi: 100 },
    ]);

    // 1200 pixels over 2 inches: 600 dpi, sharp; and text alone has no resolution at all.
    for (const [bytes, dpi] of [
      [await cardPdf({ pixels: 1200, widthPt: 144 }), 600],
      [await cardPdf(), null],
    ] as const) {
      const sharp = await sendFor(CARDS, { bytes, name: "carte.pdf", type: "application/pdf" });
      expect(sharp.files.artwork[0]?.printDpi).toBe(dpi);
      expect(sharp.files.status).toBe("file_check");
    }
  });

  it("measures a pen's logo fitted inside its 45 × 8 mm imprint area", async () => {
    // 400 × 80 pixels prints 40 × 8 mm: 254 dpi, too few; 800 × 160 pixels: 508 dpi.
    const small = await sendFor(PENS, { bytes: pngFile(400, 80), name: "logo.png", type: "image/png" });
    expect(small.files.artwork[0]).toMatchObject({ printDpi: 254, printAsIsAt: null });
    expect(small.desk.productionBlockers).toContainEqual({
      lineItemId: small.lineItemId,
      reason: "low_resolution",
      dpi: 254,
    });
    const large = await sendFor(PENS, { bytes: pngFile(800, 160), name: "logo.png", type: "image/png" });
    expect(large.files.artwork[0]?.printDpi).toBe(508);
  });
});
